import { whatsappCopy } from "~/content/messages";
import type { ClosingCta } from "~/content/types";
import { useTamil, useText } from "~/lib/page-language";
import { ActionLink } from "../ui/Action";
import { actionStyle } from "../ui/action-style";
import { WhatsAppLink } from "../ui/WhatsAppLink";

/** The closing call to action of a page. */
export function CtaBand({ cta }: { cta: ClosingCta }) {
  const whatsapp = useTamil()?.whatsappCopy ?? whatsappCopy;
  const text = useText();
  return (
    <section className="bg-brand-800 text-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <h2 className="text-balance font-bold text-3xl tracking-tight">{cta.heading}</h2>
        <p className="mt-4 text-brand-100 text-lg">{cta.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ActionLink action={cta.primary} variant="onBrand" />
          {cta.secondary && <ActionLink action={cta.secondary} variant="outlineOnBrand" />}
          <WhatsAppLink placement="cta" className={actionStyle({ variant: "outlineOnBrand" })}>
            {whatsapp.label}
            <span className="sr-only">{text("(opens WhatsApp)")}</span>
          </WhatsAppLink>
        </div>
        {cta.extra && (
          <p className="mt-6">
            <ActionLink action={cta.extra} variant="textOnBrand" />
          </p>
        )}
      </div>
    </section>
  );
}
