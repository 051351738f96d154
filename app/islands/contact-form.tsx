import { ContactForm } from "~/components/contact/ContactForm";
import { island } from "./IslandRoot";

export default island(ContactForm);
