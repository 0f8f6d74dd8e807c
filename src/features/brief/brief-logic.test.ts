import { describe, expect, it } from "vitest";
import { briefContent, briefMessage } from "../../content/brief";
import {
  characterCount,
  cleanText,
  EMPTY_BRIEF,
  EMPTY_SONG,
  FIELD_LIMITS,
  isBlank,
  songsInScope,
  type Brief,
} from "./brief";
import { withSongRules } from "./style-rules";
import {
  composeMessage,
  composeSubject,
  LINK_LIMIT,
  linkUsage,
  mailtoBriefLink,
  whatsappBriefLink,
} from "./brief-message";
import { planFromSearch } from "./brief-query";
import { CHOICE_NAMES, mergeTyped } from "./typed-before-hydration";
import { validateBrief } from "./validate-brief";
import { childNamesSung } from "../../content/minors";
import { PLAN_NAMES } from "../../content/plan-names";

const song = (sungName: string, extra: Partial<typeof EMPTY_SONG> = {}) => ({
  ...EMPTY_SONG,
  sungName,
  childName: "nao" as const,
  style: "Pop" as const,
  ...extra,
});

const filled: Brief = {
  buyerName: "Maria Silva",
  email: "maria@example.com",
  orderCode: "HP123",
  plan: "triple",
  songs: [
    song("Raquel", {
      pronunciation: "Ra-KÉL",
      style: "Romântica",
      mood: "delicada",
      purposes: ["show", "video"],
      story: "Primeira linha\nSegunda linha",
      avoid: "tristeza",
    }),
    song("Yasmin"),
    song("Samira"),
  ],
};

describe("cleanText", () => {
  it("keeps markup, quotes, emoji and right-to-left text as typed", () => {
    const typed = `<img src=x onerror="alert(1)"> 'aspas' 💃🏽 ‏مرحبا`;
    expect(cleanText(typed, false)).toBe(typed);
  });

  it("drops control characters, and line breaks from a single-line field", () => {
    expect(cleanText("Ma\u0000ria\nSilva\u001b[31m", false)).toBe("Maria Silva[31m");
    expect(cleanText("um\r\ndois\u0007\ttrês", true)).toBe("um\ndois três");
  });

  it("turns a lone surrogate, which no URL can carry, into U+FFFD", () => {
    expect(cleanText("a\uD800b", false)).toBe("a\uFFFDb");
    expect(() => encodeURIComponent(cleanText("\uDC00", true))).not.toThrow();
  });
});

describe("characterCount", () => {
  it("counts an emoji or an accented letter as one", () => {
    expect(characterCount("Ra-KÉL")).toBe(6);
    expect(characterCount("💃")).toBe(1);
  });
});

describe("songsInScope and isBlank", () => {
  it("leaves out the pack's extra songs once the single plan is chosen", () => {
    expect(songsInScope({ ...filled, plan: "single" })).toHaveLength(1);
    expect(songsInScope(filled)).toHaveLength(3);
  });

  it("sees a brief with only blanks as blank", () => {
    expect(isBlank(EMPTY_BRIEF)).toBe(true);
    expect(isBlank({ ...EMPTY_BRIEF, buyerName: "   " })).toBe(true);
    expect(isBlank({ ...EMPTY_BRIEF, songs: [{ ...EMPTY_SONG, purposes: ["aula"] }] })).toBe(false);
    expect(isBlank({ ...EMPTY_BRIEF, songs: [{ ...EMPTY_SONG, rhythm: "saidi" }] })).toBe(false);
    expect(isBlank({ ...EMPTY_BRIEF, songs: [{ ...EMPTY_SONG, duration: "2:30" }] })).toBe(false);
  });
});

describe("validateBrief", () => {
  it("names every required field of an empty brief, in page order", () => {
    expect(validateBrief(EMPTY_BRIEF).map((error) => error.field)).toEqual([
      "buyerName",
      "email",
      "plan",
      "songs.0.sungName",
      "songs.0.childName",
      "songs.0.style",
    ]);
  });

  it("accepts a filled brief, and checks only the songs of the chosen plan", () => {
    expect(validateBrief(filled)).toEqual([]);
    const oneSong = { ...filled, songs: [filled.songs[0]!, EMPTY_SONG] };
    expect(validateBrief({ ...oneSong, plan: "single" })).toEqual([]);
    expect(validateBrief(oneSong).map((error) => error.field)).toEqual([
      "songs.1.sungName",
      "songs.1.childName",
      "songs.1.style",
    ]);
  });

  it("names an invalid e-mail as such", () => {
    const [error] = validateBrief({ ...filled, email: "maria@gmail" });
    expect(error).toEqual({ field: "email", message: briefContent.errors.email });
  });

  it("refuses a length over 3:00 beside the field, and one under half a minute", () => {
    const withLength = (duration: string, extra: Partial<typeof EMPTY_SONG> = {}) =>
      validateBrief({ ...filled, plan: "single", songs: [song("Raquel", { duration, ...extra })] });
    expect(withLength("3:30")).toEqual([
      { field: "songs.0.duration", message: briefContent.errors.lengthOver },
    ]);
    expect(briefContent.errors.lengthOver).toContain("no máximo 3:00");
    expect(withLength("0:20")).toEqual([
      { field: "songs.0.duration", message: briefContent.errors.lengthUnder },
    ]);
    expect(withLength("uns dois minutos")).toEqual([
      { field: "songs.0.duration", message: briefContent.errors.length },
    ]);
    expect(withLength("2:30")).toEqual([]);
    expect(withLength("3:00")).toEqual([]);
    expect(withLength("")).toEqual([]);
  });

  it("holds the length to the event's limit, and checks the limit only where it is asked", () => {
    const limited = (extra: Partial<typeof EMPTY_SONG>) =>
      validateBrief({
        ...filled,
        plan: "single",
        songs: [song("Raquel", { purposes: ["competicao"], eventLimit: "2:30", ...extra })],
      });
    expect(limited({ duration: "2:45" })).toEqual([
      { field: "songs.0.duration", message: briefContent.errors.overEventLimit("2:30") },
    ]);
    expect(limited({ duration: "2:30" })).toEqual([]);
    // Over 3:00 too: the event's limit is the one to meet.
    expect(limited({ duration: "3:30" })).toEqual([
      { field: "songs.0.duration", message: briefContent.errors.overEventLimit("2:30") },
    ]);
    expect(limited({ eventLimit: "4:00", duration: "3:30" })).toEqual([
      { field: "songs.0.duration", message: briefContent.errors.lengthOver },
    ]);
    expect(limited({ eventLimit: "meia hora" })).toEqual([
      { field: "songs.0.eventLimit", message: briefContent.errors.length },
    ]);
    // Unticked, the question and its answer are set aside.
    expect(limited({ purposes: ["aula"], eventLimit: "meia hora", duration: "2:45" })).toEqual([]);
  });

  it("takes a tempo in beats per minute only as a number within the range", () => {
    const withBpm = (bpm: string) =>
      validateBrief({ ...filled, plan: "single", songs: [song("Raquel", { bpm })] });
    expect(withBpm("96")).toEqual([]);
    expect(withBpm("")).toEqual([]);
    expect(withBpm("300")).toEqual([{ field: "songs.0.bpm", message: briefContent.errors.bpm }]);
    expect(withBpm("rápido")).toEqual([{ field: "songs.0.bpm", message: briefContent.errors.bpm }]);
  });

  it("says how long a too-long text is and what the limit is", () => {
    const story = "x".repeat(10_000);
    const errors = validateBrief({ ...filled, songs: [song("Raquel", { story })] });
    expect(errors).toEqual([
      {
        field: "songs.0.story",
        message: briefContent.errors.tooLong(10_000, FIELD_LIMITS.story),
      },
    ]);
    expect(errors[0]!.message).toContain("10.000");
  });
});

describe("a child's name (content/minors.ts)", () => {
  const child = (extra: Partial<typeof EMPTY_SONG> = {}) =>
    ({ ...filled, plan: "single", songs: [song("Lia", { childName: "sim", ...extra })] }) as Brief;
  const fields = (brief: Brief) => validateBrief(brief).map((error) => error.field);

  // Where the AI plan may train on what it receives (the owner pass's Suno Pro), the name is
  // refused instead (child-name-plan.test.ts tests both plans).
  it("is a question every song must answer: no answer is not taken as an adult's name", () => {
    expect(fields(child({ childName: "" }))).toEqual(["songs.0.childName"]);
    expect(validateBrief(child({ childName: "" }))[0]!.message).toBe(
      briefContent.errors.chooseOne(briefContent.song.childName.legend),
    );
    expect(fields(child({ childName: "nao" }))).toEqual([]);
  });

  it.runIf(!childNamesSung)("refuses the name where the AI plan may train on it", () => {
    expect(fields(child())).toEqual(["songs.0.childName"]);
  });

  it.runIf(childNamesSung)("asks whether she is a parent and, if not, how to reach one", () => {
    expect(fields(child())).toEqual(["songs.0.guardian"]);
    expect(fields(child({ guardian: "nao" }))).toEqual(["songs.0.parentContact"]);
    expect(fields(child({ guardian: "nao", parentContact: "Ana, (11) 98765-4321" }))).toEqual([]);
    expect(fields(child({ guardian: "sim" }))).toEqual([]);
  });

  it.runIf(childNamesSung)(
    "refuses the Romântica style, and clears it when she answers that the name is a child's",
    () => {
      const romantic = child({ guardian: "sim", style: "Romântica" });
      expect(validateBrief(romantic)).toEqual([
        { field: "songs.0.style", message: briefContent.errors.styleForChild },
      ]);
      expect(withSongRules({ ...EMPTY_SONG, style: "Romântica", childName: "sim" }).style).toBe("");
      expect(withSongRules({ ...EMPTY_SONG, style: "Romântica" }).style).toBe("Romântica");
    },
  );

  it("says in the message who she is to the child, and the parent's contact", () => {
    const other = composeMessage(
      child({ guardian: "nao", parentContact: "Ana (mãe)" }),
      PLAN_NAMES,
    );
    expect(other).toContain(briefMessage.childName.other("Ana (mãe)"));
    const parent = composeMessage(child({ guardian: "sim" }), PLAN_NAMES);
    expect(parent).toContain(briefMessage.childName.guardian);
    expect(parent).not.toContain("Ana (mãe)");
    // Her "no" is in the message too: the seller's record of her answer.
    const adult = composeMessage(child({ childName: "nao" }), PLAN_NAMES);
    expect(adult).toContain(briefMessage.childName.adult);
    expect(adult).not.toContain(briefMessage.childName.unsaid);
  });
});

describe("composeMessage", () => {
  it("writes every field, named, with the pack's three songs", () => {
    const message = composeMessage(filled, PLAN_NAMES);
    for (const line of [
      "Nome: Maria Silva",
      "E-mail da compra: maria@example.com",
      "Pacote: Pacote Profissional",
      "Código do pedido: HP123",
      "MÚSICA 1 DE 3",
      "Nome cantado: Raquel",
      "Pronúncia: Ra-KÉL",
      "Estilo: Romântica",
      "Clima: delicada",
      `Para: ${briefContent.song.purposes.options.show}, ${briefContent.song.purposes.options.video}`,
      "História e detalhes: Primeira linha\nSegunda linha",
      "Evitar: tristeza",
      "MÚSICA 2 DE 3",
      "Nome cantado: Yasmin",
      "MÚSICA 3 DE 3",
      "Nome cantado: Samira",
    ]) {
      expect(message).toContain(line);
    }
  });

  it("says which optional fields were left blank, and which songs come later", () => {
    const message = composeMessage(
      { ...filled, orderCode: "", songs: [song("Yasmin")] },
      PLAN_NAMES,
    );
    expect(message).toContain(`Código do pedido: ${briefMessage.notGiven}`);
    expect(message).toContain(`Pronúncia: ${briefMessage.pronunciationNotGiven}`);
    expect(message).toContain(briefMessage.later(2, 3));
    expect(briefMessage.later(2, 3)).toBe("As músicas 2 e 3 eu mando depois.");
    expect(briefMessage.later(3, 3)).toBe("A música 3 eu mando depois.");
  });

  it("says what her dance needs, one named line each: Saidi, 2:30, taqsim and drum solo, marked ending", () => {
    const message = composeMessage(
      {
        ...filled,
        plan: "single",
        songs: [
          song("Raquel", {
            rhythm: "saidi",
            duration: "2:30",
            parts: ["taqsim", "solo"],
            ending: "marcado",
          }),
        ],
      },
      PLAN_NAMES,
    );
    const songPart = message.split(briefMessage.song(1, 1))[1]!;
    expect(songPart).toContain(
      [
        "Duração: 2:30",
        "Ritmo: Saidi",
        `Andamento: ${briefMessage.chooseForMe}`,
        "Partes: Taqsim (improviso lento), Solo de derbake",
        "Como termina: batida final marcada",
      ].join("\n"),
    );
    expect(songPart).not.toContain(briefMessage.eventLimit);
  });

  it("writes the defaults she left as they are, and a length that follows the event's limit", () => {
    const message = (extra: Partial<typeof EMPTY_SONG>) =>
      composeMessage({ ...filled, plan: "single", songs: [song("Raquel", extra)] }, PLAN_NAMES);
    const untouched = message({});
    for (const line of [
      "Duração: 3:00 (a duração completa)",
      `Ritmo: ${briefMessage.chooseForMe}`,
      `Andamento: ${briefMessage.chooseForMe}`,
      `Partes: ${briefMessage.chooseForMe}`,
      "Como termina: batida final marcada",
    ]) {
      expect(untouched).toContain(line);
    }
    const competition = message({ purposes: ["competicao"], eventLimit: "2.30", tempo: "rapido" });
    expect(competition).toContain("Limite de tempo do evento: 2:30");
    expect(competition).toContain("Duração: 2:30 (o limite do evento)");
    expect(competition).toContain("Andamento: Rápido");
    expect(message({ purposes: ["show"] })).toContain(
      `Limite de tempo do evento: ${briefMessage.notGiven}`,
    );
    expect(message({ tempo: "lento", bpm: "72" })).toContain("Andamento: Lento, 72 BPM");
    expect(message({ bpm: "72" })).toContain("Andamento: 72 BPM");
    expect(message({ ending: "fade", parts: ["final", "entrada"] })).toContain(
      "Como termina: sumindo aos poucos (fade out)",
    );
  });

  it("has one song, without a count, for the single plan", () => {
    const message = composeMessage({ ...filled, plan: "single" }, PLAN_NAMES);
    expect(message).toContain(briefMessage.song(1, 1));
    expect(message).not.toContain("Yasmin");
  });
});

describe("the links", () => {
  const message = composeMessage(filled, PLAN_NAMES);

  it("wa.me carries the message whole, spaces as %20", () => {
    const link = whatsappBriefLink("5511987654321", message);
    expect(link.startsWith("https://wa.me/5511987654321?text=")).toBe(true);
    expect(link).not.toContain("+");
    expect(decodeURIComponent(new URL(link).search.slice("?text=".length))).toBe(message);
  });

  it("mailto: carries subject and body, line breaks as CRLF, and nothing breaks out of them", () => {
    const hostile = { ...filled, buyerName: "Ana&cc=x@evil.com?bcc=y" };
    const subject = composeSubject(hostile, PLAN_NAMES);
    const link = mailtoBriefLink("contato@example.com", subject, message);
    const url = new URL(link);
    expect(url.pathname).toBe("contato@example.com");
    const params = new URLSearchParams(url.search.replaceAll("+", "%2B"));
    expect([...params.keys()]).toEqual(["subject", "body"]);
    expect(params.get("subject")).toBe(
      "Informações da música: Ana&cc=x@evil.com?bcc=y (Pacote Profissional)",
    );
    expect(params.get("body")).toBe(message.replaceAll("\n", "\r\n"));
  });

  it("measures the longest link against the limit", () => {
    expect(linkUsage(["x".repeat(LINK_LIMIT / 2)])).toEqual({ percent: 50, state: "ok" });
    expect(linkUsage(["x", "x".repeat(LINK_LIMIT * 0.9)]).state).toBe("near");
    expect(linkUsage(["x".repeat(LINK_LIMIT + 1)]).state).toBe("over");
  });

  it("a full pack at every field's limit fits the link in plain Portuguese", () => {
    const long = (max: number) => "Dança com véu ".repeat(max).slice(0, max);
    const full = song(long(FIELD_LIMITS.sungName), {
      pronunciation: long(FIELD_LIMITS.pronunciation),
      mood: long(FIELD_LIMITS.mood),
      purposes: ["show", "aula", "competicao", "video"],
      eventLimit: "2:45",
      duration: "2:30",
      rhythm: "chiftetelli",
      tempo: "rapido",
      bpm: "120",
      parts: ["entrada", "taqsim", "solo", "final"],
      ending: "fade",
      story: long(FIELD_LIMITS.story),
      avoid: long(FIELD_LIMITS.avoid),
      // A teacher's order of a pupil's name: the parent's contact rides in the message too.
      // Where the AI plan may train on it, a child's name is not taken (content/minors.ts).
      childName: childNamesSung ? "sim" : "nao",
      guardian: "nao",
      parentContact: long(FIELD_LIMITS.parentContact),
    });
    const brief: Brief = {
      ...filled,
      buyerName: long(FIELD_LIMITS.buyerName),
      songs: [full, full, full],
    };
    expect(validateBrief(brief)).toEqual([]);
    const text = composeMessage(brief, PLAN_NAMES);
    const subject = composeSubject(brief, PLAN_NAMES);
    const usage = linkUsage([
      whatsappBriefLink("5511987654321", text),
      mailtoBriefLink("contato@example.com.br", subject, text),
    ]);
    expect(usage.state).not.toBe("over");
  });
});

describe("the redirect's query", () => {
  it("preselects the plan from ?plano=", () => {
    expect(planFromSearch("?plano=unica")).toBe("single");
    expect(planFromSearch("?plano=Profissional")).toBe("triple");
    expect(planFromSearch("?plano=toString")).toBeNull();
    expect(planFromSearch("")).toBeNull();
  });
});

describe("mergeTyped", () => {
  it("takes what the form holds over blanks, and leaves the rest", () => {
    const data = new FormData();
    data.set("buyerName", "Maria");
    data.set("songs.0.story", "cedo");
    data.set(CHOICE_NAMES.plan, "triple");
    data.set(CHOICE_NAMES.style(0), "Pop");
    data.append(CHOICE_NAMES.purposes(0), "video");
    data.append(CHOICE_NAMES.purposes(0), "aula");
    const merged = mergeTyped({ ...EMPTY_BRIEF, email: "a@b.co" }, data);
    expect(merged).toEqual({
      ...EMPTY_BRIEF,
      buyerName: "Maria",
      email: "a@b.co",
      plan: "triple",
      songs: [{ ...EMPTY_SONG, story: "cedo", style: "Pop", purposes: ["aula", "video"] }],
    });
  });

  it("takes the dance's answers she changed, and leaves the draft's where the form shows the defaults", () => {
    const draft: Brief = {
      ...EMPTY_BRIEF,
      songs: [{ ...EMPTY_SONG, rhythm: "saidi", tempo: "lento", ending: "fade" }],
    };
    const untouched = new FormData();
    untouched.set(CHOICE_NAMES.rhythm(0), EMPTY_SONG.rhythm);
    untouched.set(CHOICE_NAMES.tempo(0), EMPTY_SONG.tempo);
    untouched.set(CHOICE_NAMES.ending(0), EMPTY_SONG.ending);
    expect(mergeTyped(draft, untouched)).toEqual(draft);

    const changed = new FormData();
    changed.set(CHOICE_NAMES.rhythm(0), "malfuf");
    changed.set(CHOICE_NAMES.ending(0), "marcado");
    changed.append(CHOICE_NAMES.parts(0), "solo");
    changed.append(CHOICE_NAMES.parts(0), "entrada");
    changed.set("songs.0.duration", "2:30");
    expect(mergeTyped(draft, changed).songs[0]).toEqual({
      ...draft.songs[0],
      rhythm: "malfuf",
      parts: ["entrada", "solo"],
      duration: "2:30",
    });
  });

  it("ignores values no control of the form could hold", () => {
    const data = new FormData();
    data.set(CHOICE_NAMES.plan, "gold");
    data.set(CHOICE_NAMES.style(0), "Rock");
    data.set(CHOICE_NAMES.rhythm(0), "samba");
    data.append(CHOICE_NAMES.parts(0), "refrão");
    expect(mergeTyped(EMPTY_BRIEF, data)).toEqual(EMPTY_BRIEF);
  });
});
