import { songBrief } from "./order-terms";
import { we } from "./seller-voice";
import { styleList } from "./song-styles";
import type { Step } from "./types";

export const howItWorksContent = {
  eyebrow: "Simples do pedido ao palco",
  title: "Como funciona",
  lead: "Três passos, sem cadastro e sem complicação.",
  steps: [
    {
      id: "pedido",
      icon: "order",
      title: "Faça seu pedido",
      description: `Escolha o pacote e, ${songBrief.where}, ${we("conte para a gente", "conte para mim")} o nome que vai na música, como ele se pronuncia e o que a sua dança pede: a duração, o ritmo, como a música termina, o estilo (${styleList.or}) e o clima. Se preferir, mande tudo por e-mail.`,
    },
    {
      id: "letra",
      icon: "lyrics",
      title: "Aprove a letra e as prévias",
      description:
        "A letra chega no seu e-mail para aprovação, e você pode pedir alterações. Depois você recebe duas versões curtas para avaliar e escolher.",
    },
    {
      id: "entrega",
      icon: "music",
      title: "Receba e dance",
      description: `Com a sua aprovação final, ${we("enviamos", "envio")} a música completa, de até 3 minutos, pronta para o palco, a aula ou o seu próximo vídeo.`,
    },
  ],
} as const satisfies { steps: readonly Step[] } & Record<string, unknown>;
