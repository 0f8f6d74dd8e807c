/** Words the sample player shows or speaks. */
export const playerContent = {
  play: (title: string) => `Tocar ${title}`,
  pause: (title: string) => `Pausar ${title}`,
  seek: (title: string) => `Posição em ${title}`,
  styleLabel: "Estilo",
  rhythmLabel: "Ritmo",
  /** "Baladi, 84 BPM", or the name alone when the sample has no tempo listed. */
  rhythm: (name: string, bpm: number | null) => (bpm === null ? name : `${name}, ${bpm} BPM`),
  durationLabel: "Duração",
  /** Shown on the card of a sample marked instrumental in samples.json. */
  instrumentalNote: "Demonstração instrumental: sem voz e sem nome cantado",
  loadError: "Não foi possível carregar este exemplo. Verifique a sua conexão e tente novamente.",
  /** Shown while a playing sample has made no progress for a few seconds. */
  slowConnection: "A conexão está lenta: o exemplo continua assim que os dados chegarem.",
  /** Shown on each card when the player itself could not load (no connection). */
  offline:
    "Sem conexão: o player não carregou. Ele carrega sozinho quando a internet voltar, ou toque em “Tentar de novo”.",
  retry: "Tentar de novo",
  units: {
    minute: ["minuto", "minutos"],
    second: ["segundo", "segundos"],
    and: "e",
    of: "de",
  },
} as const;
