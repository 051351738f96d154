import { EmailSignupForm } from "~/components/sections/EmailSignupForm";
import { island } from "./IslandRoot";

export default island(EmailSignupForm);
