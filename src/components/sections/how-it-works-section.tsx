import { ClipboardList, MailCheck, Music, type LucideIcon } from "lucide-react";
import { SECTION_IDS } from "../../content/navigation";
import { howItWorksContent } from "../../content/steps";
import type { StepIcon } from "../../content/types";
import { LandingSection } from "../ui/landing-section";
import { Reveal } from "../ui/reveal";

const ICONS: Record<StepIcon, LucideIcon> = {
  order: ClipboardList,
  lyrics: MailCheck,
  music: Music,
};

export function HowItWorksSection() {
  return (
    <LandingSection
      id={SECTION_IDS.howItWorks}
      heading={howItWorksContent}
      className="layout-after-paint py-20 sm:py-28"
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {howItWorksContent.steps.map((step, index) => {
          const Icon = ICONS[step.icon];
          return (
            <li key={step.id}>
              <Reveal delay={index * 120} className="h-full rounded-3xl bg-white p-7 shadow-card">
                <div className="flex items-center gap-4">
                  <span className="flex size-14 items-center justify-center rounded-2xl bg-burgundy text-gold-light">
                    <Icon aria-hidden="true" className="size-7" />
                  </span>
                  <span
                    className="font-display text-4xl font-bold text-burgundy/25"
                    aria-hidden="true"
                  >
                    {index + 1}
                  </span>
                </div>
                <h3 className="mt-5 text-xl font-bold text-night">{step.title}</h3>
                <p className="mt-2 text-ink-soft">{step.description}</p>
              </Reveal>
            </li>
          );
        })}
      </ol>
    </LandingSection>
  );
}
