import { ChevronDown } from "lucide-react";
import { faqItems } from "../../content/faq";
import type { FaqBlock } from "../../content/types";
import { RichText } from "../ui/rich-text";

const LINK = "font-semibold text-burgundy underline underline-offset-4 hover:text-burgundy-dark";

function AnswerBlock({ block }: { block: FaqBlock }) {
  if (block.type === "paragraph") {
    return (
      <p>
        <RichText text={block.text} linkClassName={LINK} />
      </p>
    );
  }
  const List = block.ordered ? "ol" : "ul";
  return (
    <List
      className={`space-y-2 pl-6 marker:font-semibold marker:text-burgundy ${block.ordered ? "list-decimal" : "list-disc"}`}
    >
      {block.items.map((item) => (
        <li key={item} className="pl-1">
          <RichText text={item} linkClassName={LINK} />
        </li>
      ))}
    </List>
  );
}

/**
 * WAI-ARIA accordion: each question is a heading holding a button that controls a labelled
 * region. Prerendered open, so without JavaScript every answer is shown; `startAccordions`
 * (lib/disclosure) folds them and opens one at a time. Static HTML: no React on the page for it.
 */
export function FaqAccordion() {
  return (
    <div
      data-accordion=""
      className="mx-auto max-w-3xl divide-y divide-ink/10 rounded-3xl bg-white px-5 shadow-card sm:px-8"
    >
      {faqItems.map((item) => {
        const buttonId = `faq-${item.id}-pergunta`;
        const panelId = `faq-${item.id}-resposta`;
        return (
          <div key={item.id}>
            <h3 className="font-sans">
              <button
                type="button"
                id={buttonId}
                aria-expanded="true"
                aria-controls={panelId}
                className="group flex min-h-16 w-full items-center justify-between gap-4 py-4 text-left text-lg font-semibold text-night hover:text-burgundy"
              >
                <span>{item.question}</span>
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-burgundy transition-transform group-aria-expanded:rotate-180 motion-reduce:transition-none"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="space-y-3 pb-6 text-ink-soft"
            >
              {item.answer.map((block, index) => (
                <AnswerBlock key={index} block={block} />
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
