// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "../../config/site";
import { briefContent, briefMessage } from "../../content/brief";
import { plans } from "../../content/plans";
import { RHYTHMS } from "../../content/rhythms";
import { FIELD_LIMITS } from "./brief";
import { DRAFT_LIFETIME_DAYS, DRAFT_STORAGE_KEY } from "./brief-draft";
import { CHOSEN_DANCE_LINES } from "../../test/brief-dance";
import { BriefForm } from "./brief-form";
import { childNamesSung } from "../../content/minors";
import { draftNote } from "../../content/draft";
import { PRAZOS } from "../../config/data-register";

const [single, pack] = plans;
const { song: songWords, buyer } = briefContent;

const submit = () => screen.getByRole("button", { name: briefContent.submit });
const sungName = (index = 0) =>
  screen.getAllByRole("textbox", { name: new RegExp(`^${songWords.sungName.label}`) })[index]!;

async function fillSingle(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: /^Seu nome/ }), "Maria");
  await user.type(
    screen.getByRole("textbox", { name: /^E-mail usado na compra/ }),
    "maria@example.com",
  );
  await user.click(screen.getByRole("radio", { name: new RegExp(single!.name) }));
  await user.type(sungName(), "Raquel");
  await user.click(screen.getByRole("radio", { name: songWords.childName.options.nao }));
  await user.click(screen.getByRole("radio", { name: songWords.style.options.Romântica }));
}

/** Renders the form, fills a single song's brief and sends it: the message's heading takes focus. */
async function sendFilledSingle() {
  const user = userEvent.setup();
  render(<BriefForm note={draftNote} />);
  await fillSingle(user);
  await user.click(submit());
  const heading = await screen.findByRole("heading", { name: briefContent.ready.title });
  await waitFor(() => expect(heading).toHaveFocus());
  return user;
}

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/obrigado");
});
afterEach(() => vi.unstubAllGlobals());

// A person typing into a form of some fifty controls, key by key: about a second a test here,
// past Vitest's 5 s on a machine this busy (the owner pass runs beside other builds).
describe("BriefForm", { timeout: 20_000 }, () => {
  it("on an empty submit, shows every required error beside its field, sums them up and focuses the first", async () => {
    const user = userEvent.setup();
    render(<BriefForm note={draftNote} />);
    await user.click(submit());

    const name = screen.getByRole("textbox", { name: /^Seu nome/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription(briefContent.errors.required(buyer.buyerName.label));
    expect(screen.getByRole("radiogroup", { name: /Pacote que você comprou/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    const summary = screen.getByText(briefContent.errors.summaryTitle(6)).parentElement!;
    expect(within(summary).getAllByRole("link")).toHaveLength(6);
    expect(summary.closest("[aria-live='polite']")).not.toBeNull();
    expect(screen.queryByRole("heading", { name: briefContent.ready.title })).toBeNull();
  });

  it("checks a field she typed in when she leaves it, and clears the error as she fixes it", async () => {
    const user = userEvent.setup();
    render(<BriefForm note={draftNote} />);
    const email = screen.getByRole("textbox", { name: /^E-mail usado na compra/ });
    // Passing through an empty field says nothing yet.
    await user.click(email);
    await user.tab();
    expect(email).not.toHaveAttribute("aria-invalid");

    await user.type(email, "maria@gmail");
    await user.tab();
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription(new RegExp(briefContent.errors.email));
    await user.type(email, ".com");
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("counts the characters of a long text and names the excess", async () => {
    const user = userEvent.setup();
    render(<BriefForm note={draftNote} />);
    const story = screen.getByRole("textbox", { name: songWords.story.label });
    await user.click(story);
    await user.paste("x".repeat(FIELD_LIMITS.story + 20));
    await user.tab();
    expect(
      screen.getByText(briefContent.counter(FIELD_LIMITS.story + 20, FIELD_LIMITS.story)),
    ).toBeVisible();
    expect(story).toHaveAttribute("aria-invalid", "true");
  });

  it("turns a filled brief into a message with its e-mail link, and the text to copy", async () => {
    await sendFilledSingle();
    const email = screen.getByRole("link", { name: briefContent.ready.email });
    const href = email.getAttribute("href")!;
    expect(href.startsWith(`mailto:${siteConfig.contactEmail}?subject=`)).toBe(true);
    const body = decodeURIComponent(href.split("&body=")[1]!);
    expect(body).toContain("Nome cantado: Raquel");
    expect(screen.getByRole("textbox", { name: briefContent.ready.previewLabel })).toHaveValue(
      body.replaceAll("\r\n", "\n"),
    );
    const whatsapp = screen.queryByRole("link", { name: new RegExp(briefContent.ready.whatsapp) });
    expect(whatsapp === null).toBe(siteConfig.sales.whatsapp === null);
  });

  it("asks what her dance needs with answers already given, and sends exactly what she chose: Saidi, 2:30, taqsim and drum solo, marked ending", async () => {
    const user = userEvent.setup();
    render(<BriefForm note={draftNote} />);
    const dance = within(screen.getByRole("group", { name: songWords.dance.legend }));
    // Nothing to answer unless she wants to: the full length, "escolham por mim", a marked end.
    expect(dance.getByRole("textbox", { name: songWords.duration.label })).toHaveValue("");
    expect(dance.getByRole("textbox", { name: songWords.duration.label })).toHaveAttribute(
      "placeholder",
      "3:00",
    );
    const rhythm = within(dance.getByRole("radiogroup", { name: songWords.rhythm.legend }));
    expect(rhythm.getAllByRole("radio")).toHaveLength(RHYTHMS.length + 1);
    expect(rhythm.getByRole("radio", { name: briefMessage.chooseForMe })).toBeChecked();
    expect(dance.getByRole("radio", { name: songWords.ending.options.marcado })).toBeChecked();

    await fillSingle(user);
    await user.click(rhythm.getByRole("radio", { name: /^Saidi/ }));
    expect(rhythm.getByRole("radio", { name: /^Saidi/ })).toHaveAccessibleName(
      `Saidi ${RHYTHMS.find((item) => item.id === "saidi")!.hint}`,
    );
    await user.type(dance.getByRole("textbox", { name: songWords.duration.label }), "2:30");
    await user.click(dance.getByRole("checkbox", { name: songWords.parts.options.solo }));
    await user.click(dance.getByRole("checkbox", { name: songWords.parts.options.taqsim }));
    await user.click(submit());

    await screen.findByRole("heading", { name: briefContent.ready.title });
    const message = (
      screen.getByRole("textbox", { name: briefContent.ready.previewLabel }) as HTMLTextAreaElement
    ).value;
    expect(message).toContain(CHOSEN_DANCE_LINES.join("\n"));
  });

  it("refuses 3:30 beside the length, and takes it back once she writes 3:00", async () => {
    const user = userEvent.setup();
    render(<BriefForm note={draftNote} />);
    const duration = screen.getByRole("textbox", { name: songWords.duration.label });
    await user.type(duration, "3:30");
    await user.tab();
    expect(duration).toHaveAttribute("aria-invalid", "true");
    expect(duration).toHaveAccessibleDescription(
      new RegExp(briefContent.errors.lengthOver.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    await user.clear(duration);
    await user.type(duration, "3:00");
    expect(duration).not.toHaveAttribute("aria-invalid");
  });

  it("asks for the event's time limit only for a show or a competition, and the length follows it", async () => {
    const user = userEvent.setup();
    render(<BriefForm note={draftNote} />);
    const limit = () => screen.queryByRole("textbox", { name: songWords.eventLimit.label });
    expect(limit()).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: songWords.purposes.options.aula }));
    expect(limit()).toBeNull();
    await user.click(screen.getByRole("checkbox", { name: songWords.purposes.options.competicao }));
    await user.type(limit()!, "2:30");
    const duration = screen.getByRole("textbox", { name: songWords.duration.label });
    expect(duration).toHaveAccessibleDescription(songWords.duration.hint("2:30", true));
    expect(duration).toHaveAttribute("placeholder", "2:30");

    await user.type(duration, "2:45");
    await user.click(submit());
    expect(duration).toHaveAccessibleDescription(
      new RegExp(briefContent.errors.overEventLimit("2:30").split(".")[0]!),
    );
    // Unticked, the limit no longer holds her length.
    await user.click(screen.getByRole("checkbox", { name: songWords.purposes.options.competicao }));
    expect(limit()).toBeNull();
    expect(duration).not.toHaveAttribute("aria-invalid");
  });

  // Where the AI plan may train on what it receives, the name is refused (child-name-plan.test.ts).
  it.runIf(childNamesSung)(
    "for a child's name, asks who she is to the child, how to reach a parent, and keeps to Pop",
    async () => {
      const user = userEvent.setup();
      render(<BriefForm note={draftNote} />);
      const question = screen.getByRole("radiogroup", {
        name: (name) => name.startsWith(songWords.childName.legend),
      });
      expect(question).toHaveAccessibleDescription(songWords.childName.hint);
      const child = within(question).getByRole("radio", { name: songWords.childName.options.sim });
      const adult = within(question).getByRole("radio", { name: songWords.childName.options.nao });
      // Nothing is answered for her: the question starts with neither.
      expect(child).not.toBeChecked();
      expect(adult).not.toBeChecked();
      await fillSingle(user);
      const romantic = () =>
        screen.queryByRole("radio", { name: songWords.style.options.Romântica });
      expect(romantic()).toBeChecked();
      await user.click(child);
      // No romance for a child: the style she had chosen goes, and Pop is the one offered.
      expect(romantic()).toBeNull();
      expect(screen.getByText(songWords.style.hintForChild)).toBeVisible();
      await user.click(submit());
      const guardian = screen.getByRole("radiogroup", {
        name: (name) => name.startsWith(songWords.guardian.legend),
      });
      expect(guardian).toHaveAccessibleDescription(
        briefContent.errors.chooseOne(songWords.guardian.legend),
      );
      await user.click(
        within(guardian).getByRole("radio", { name: songWords.guardian.options.nao }),
      );
      const contact = screen.getByRole("textbox", {
        name: new RegExp(`^${songWords.parentContact.label}`),
      });
      expect(contact).toBeRequired();
      await user.type(contact, "Ana (mãe), ana@example.com");
      await user.click(screen.getByRole("radio", { name: songWords.style.options.Pop }));
      await user.click(submit());
      const message = screen.getByRole("textbox", { name: briefContent.ready.previewLabel });
      const lines = () => (message as HTMLTextAreaElement).value.split("\n");
      const after = () =>
        lines()[lines().findIndex((line) => line.startsWith(`${briefMessage.sungName}:`)) + 1];
      expect(after()).toBe(briefMessage.childName.other("Ana (mãe), ana@example.com"));
      expect(after()).toContain("peçam a concordância a:");
      await user.click(
        within(guardian).getByRole("radio", { name: songWords.guardian.options.sim }),
      );
      expect(
        screen.queryByRole("textbox", { name: new RegExp(`^${songWords.parentContact.label}`) }),
      ).toBeNull();
      await user.click(submit());
      expect(after()).toBe(briefMessage.childName.guardian);
      // An adult's name after all: the step leaves the message, and both styles are back.
      await user.click(adult);
      await user.click(submit());
      expect((message as HTMLTextAreaElement).value).not.toContain("criança");
      expect(after()).toBe(briefMessage.childName.adult);
      expect(romantic()).not.toBeNull();
    },
  );

  it.runIf(!childNamesSung)(
    "refuses a child's name as soon as she says it is one, where the AI plan may train on it",
    async () => {
      const user = userEvent.setup();
      render(<BriefForm note={draftNote} />);
      const question = screen.getByRole("radiogroup", {
        name: (name) => name.startsWith(songWords.childName.legend),
      });
      await user.click(
        within(question).getByRole("radio", { name: songWords.childName.options.sim }),
      );
      expect(question).toHaveAccessibleDescription(
        new RegExp(briefContent.errors.childNameNotSung.slice(0, 40)),
      );
      // Never the parents' questions: the name cannot be taken at all.
      expect(
        screen.queryByRole("radiogroup", {
          name: (name) => name.startsWith(songWords.guardian.legend),
        }),
      ).toBeNull();
      await user.click(
        within(question).getByRole("radio", { name: songWords.childName.options.nao }),
      );
      expect(question).not.toHaveAccessibleDescription(
        new RegExp(briefContent.errors.childNameNotSung.slice(0, 40)),
      );
    },
  );

  it("says where the draft stays and how long, in the register's words, as the form's description", () => {
    render(<BriefForm note={draftNote} />);
    expect(screen.getByText(draftNote)).toBeVisible();
    expect(document.querySelector("form")).toHaveAccessibleDescription(draftNote);
    expect(draftNote).toContain(`depois de ${PRAZOS.rascunho.texto}`);
    expect(PRAZOS.rascunho.texto).toContain(`${DRAFT_LIFETIME_DAYS} dias`);
  });

  it("offers to clear the draft once the message has gone out, and clears it", async () => {
    const user = await sendFilledSingle();
    const clear = () => screen.queryAllByRole("button", { name: briefContent.draft.clear });
    // Before she sends, the only way is the form's own button.
    expect(clear()).toHaveLength(1);
    expect(screen.queryByText(briefContent.draft.afterSend)).toBeNull();
    // jsdom cannot open a mail app: the link's own navigation is not the test's.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await user.click(screen.getByRole("link", { name: briefContent.ready.email }));
    expect(screen.getByText(briefContent.draft.afterSend)).toBeVisible();
    expect(clear()).toHaveLength(2);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    await user.click(clear()[0]!);
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(screen.getByText(briefContent.draft.cleared)).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^Seu nome/ })).toHaveValue("");
  });

  it("copies the text, or selects it for her when the clipboard is refused", async () => {
    const user = await sendFilledSingle();
    const writeText = vi.fn().mockRejectedValue(new DOMException("denied", "NotAllowedError"));
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    await user.click(screen.getByRole("button", { name: briefContent.ready.copy }));
    expect(await screen.findByText(briefContent.ready.copyFailed)).toBeVisible();
    expect(screen.getByRole("textbox", { name: briefContent.ready.previewLabel })).toHaveFocus();
  });

  it("adds the pack's songs one by one, up to three, and removes them", async () => {
    const user = userEvent.setup();
    render(<BriefForm note={draftNote} />);
    await user.click(screen.getByRole("radio", { name: new RegExp(pack!.name) }));
    expect(screen.getByRole("group", { name: songWords.legend(1, 3) })).toBeVisible();
    await user.click(screen.getByRole("button", { name: briefContent.addSong(2, 3) }));
    await waitFor(() => expect(sungName(1)).toHaveFocus());
    await user.click(screen.getByRole("button", { name: briefContent.addSong(3, 3) }));
    expect(screen.queryByRole("button", { name: /Adicionar a música/ })).toBeNull();
    await user.click(screen.getByRole("button", { name: briefContent.removeSong(3) }));
    expect(screen.queryByRole("group", { name: songWords.legend(3, 3) })).toBeNull();
    // Back to a single song: the second is kept, out of sight, should she change her mind.
    await user.click(screen.getByRole("radio", { name: new RegExp(single!.name) }));
    expect(screen.getByRole("group", { name: songWords.legend(1, 1) })).toBeVisible();
    expect(screen.queryByRole("group", { name: songWords.legend(2, 3) })).toBeNull();
  });

  it("keeps the draft as she types, brings it back, and forgets it on Apagar rascunho", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<BriefForm note={draftNote} />);
    await user.type(screen.getByRole("textbox", { name: /^Seu nome/ }), "Maria");
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain("Maria");
    unmount();

    render(<BriefForm note={draftNote} />);
    expect(await screen.findByText(briefContent.draft.restored)).toBeVisible();
    expect(screen.getByRole("textbox", { name: /^Seu nome/ })).toHaveValue("Maria");
    await user.click(screen.getByRole("button", { name: briefContent.draft.clear }));
    expect(screen.getByRole("textbox", { name: /^Seu nome/ })).toHaveValue("");
    expect(screen.getByText(briefContent.draft.cleared)).toBeVisible();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("keeps the draft's time when the page is only opened again: 30 days after her last change", async () => {
    const user = userEvent.setup();
    const expiresAt = () =>
      (JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY)!) as { expiresAt: number }).expiresAt;
    const { unmount } = render(<BriefForm note={draftNote} />);
    await user.type(screen.getByRole("textbox", { name: /^Seu nome/ }), "Maria");
    const typedAt = Date.now();
    const first = expiresAt();
    expect(first - typedAt).toBeLessThanOrEqual(DRAFT_LIFETIME_DAYS * 86_400_000);
    unmount();

    // Twenty days later she opens the page and changes nothing: the draft still ends on its day.
    const later = typedAt + 20 * 86_400_000;
    const now = vi.spyOn(Date, "now").mockReturnValue(later);
    const { unmount: close } = render(<BriefForm note={draftNote} />);
    expect(await screen.findByText(briefContent.draft.restored)).toBeVisible();
    expect(expiresAt()).toBe(first);
    close();

    // A change starts its 30 days again.
    render(<BriefForm note={draftNote} />);
    await user.type(screen.getByRole("textbox", { name: /^Seu nome/ }), "!");
    expect(expiresAt()).toBe(later + DRAFT_LIFETIME_DAYS * 86_400_000);
    now.mockRestore();
  });

  it("keeps what was typed and chosen in the prerendered form before the script arrived", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<BriefForm note={draftNote} />);
    document.body.append(container);
    const field = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    field("buyerName").value = "Maria";
    field("songs.0.story").value = "Digitado cedo";
    container.querySelector<HTMLInputElement>(`input[value="${pack!.id}"]`)!.checked = true;

    await act(async () => {
      hydrateRoot(container, <BriefForm note={draftNote} />);
      await Promise.resolve();
    });
    await waitFor(() => expect(container.querySelector("form[data-ready]")).not.toBeNull());
    expect(screen.getByRole("textbox", { name: /^Seu nome/ })).toHaveValue("Maria");
    expect(screen.getByRole("textbox", { name: songWords.story.label })).toHaveValue(
      "Digitado cedo",
    );
    expect(screen.getByRole("radio", { name: new RegExp(pack!.name) })).toBeChecked();
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toContain("Digitado cedo");
    container.remove();
  });

  it("preselects the package the checkout's redirect names", async () => {
    window.history.replaceState(null, "", "/obrigado?plano=profissional");
    render(<BriefForm note={draftNote} />);
    await waitFor(() =>
      expect(screen.getByRole("radio", { name: new RegExp(pack!.name) })).toBeChecked(),
    );
  });

  it("says the draft cannot be kept when storage is refused, and still works", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    const user = userEvent.setup();
    render(<BriefForm note={draftNote} />);
    expect(await screen.findByText(briefContent.draft.unavailable)).toBeVisible();
    await fillSingle(user);
    await user.click(submit());
    expect(await screen.findByRole("link", { name: briefContent.ready.email })).toBeVisible();
  });
});
