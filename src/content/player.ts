/** Words the sample player shows or speaks. */
export const playerContent = {
  play: (title: string) => `Tocar ${title}`,
  pause: (title: string) => `Pausar ${title}`,
  seek: (title: string) => `Posição em ${title}`,
  styleLabel: "Estilo",
  durationLabel: "Duração",
  /** Shown on the card of a sample marked instrumental in samples.json. */
  instrumentalNote: "Demonstração instrumental: sem voz e sem nome cantado",
  loadError: "Não foi possível carregar este exemplo. Verifique a sua conexão e tente novamente.",
  units: {
    minute: ["minuto", "minutos"],
    second: ["segundo", "segundos"],
    and: "e",
    of: "de",
  },
} as const;
