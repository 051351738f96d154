import { ContactForm } from "~/components/contact/ContactForm";
import { hydrateIsland } from "./hydrate";

export const hydrate = (container: HTMLElement) => hydrateIsland(container, ContactForm);
