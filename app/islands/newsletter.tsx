import { EmailSignupForm } from "~/components/sections/EmailSignupForm";
import { hydrateIsland } from "./hydrate";

export const hydrate = (container: HTMLElement) => hydrateIsland(container, EmailSignupForm);
