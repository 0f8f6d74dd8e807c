import { sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fromBase64url, toBase64url } from "./base64url";
import {
  certificateFragment,
  FRAGMENT_MAX_CHARACTERS,
  signedMessage,
  type Licence,
} from "./certificate";
import { verifySignature } from "./signature";
import {
  demoKey,
  EXAMPLE_AI,
  EXAMPLE_DELIVERED_AI,
  exampleLicence,
  newKey,
  signedFragment,
} from "./test-keys";
import { verifyCertificate, type Revocation, type Verdict } from "./verify";

const demo = demoKey();
const other = newKey();
const licence = exampleLicence(demo);
const fragment = signedFragment(demo, licence);

const verdictOf = (text: string, revocations: readonly Revocation[] = []) =>
  verifyCertificate(text, { keys: [demo.listed], revocations, verify: verifySignature });
const NOT_VALID: Verdict["status"][] = ["invalid"];

describe("verifyCertificate", () => {
  it("shows a signed certificate as valid, with every field as signed", async () => {
    expect(await verdictOf(fragment)).toEqual({ status: "valid", licence });
    expect(await verdictOf(`#${fragment}`)).toEqual({ status: "valid", licence });
  });

  it("shows a v2 certificate as valid with its AI facts, and refuses any of them changed", async () => {
    const v2 = { ...licence, ai: EXAMPLE_AI };
    const signed = signedFragment(demo, v2);
    expect(await verdictOf(signed)).toEqual({ status: "valid", licence: v2 });
    const signature = signed.split(".")[2]!;
    for (const ai of [
      { ...EXAMPLE_AI, service: "Udio" },
      { ...EXAMPLE_AI, plan: "Premier" },
      { ...EXAMPLE_AI, created: "2026-04-29" },
    ]) {
      const changed = signedFragment(other, { ...v2, ai }).split(".")[1]!;
      expect(await verdictOf(`v2.${changed}.${signature}`)).toEqual({
        status: "invalid",
        reason: "signature",
      });
    }
    // Its signature covers its version: the same payload and signature under v1 do not check out.
    expect((await verdictOf(signed.replace(/^v2/, "v1"))).status).toBe("invalid");
    // Nor does a v1 certificate's under v2: one signed before v2 keeps its own verdict.
    expect((await verdictOf(fragment.replace(/^v1/, "v2"))).status).toBe("invalid");
    expect(await verdictOf(fragment)).toEqual({ status: "valid", licence });
  });

  it("shows a v3 certificate as valid with the day of delivery, and never under v2", async () => {
    const v3 = { ...licence, ai: EXAMPLE_DELIVERED_AI };
    const signed = signedFragment(demo, v3);
    expect(signed).toMatch(/^v3\./);
    expect(await verdictOf(signed)).toEqual({ status: "valid", licence: v3 });
    // The same payload and signature read as v2 (a creation's day) do not check out.
    expect((await verdictOf(signed.replace(/^v3/, "v2"))).status).toBe("invalid");
    const v2 = signedFragment(demo, { ...licence, ai: EXAMPLE_AI });
    expect((await verdictOf(v2.replace(/^v2/, "v3"))).status).toBe("invalid");
  });

  it("says there is nothing to check when the address has no certificate", async () => {
    expect(await verdictOf("")).toEqual({ status: "absent" });
    expect(await verdictOf("#")).toEqual({ status: "absent" });
  });

  const changes: [keyof Licence, Licence[keyof Licence]][] = [
    ["number", `${demo.listed.id}-K9XM3B`],
    ["licensee", "Yasmin Fernandes de Oliveirá"],
    ["song", "Noite no Cairo — versão estúdio"],
    ["seconds", 180],
    ["sha256", "8f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08"],
    ["issued", "2026-05-03"],
    ["terms", "2026-10-02"],
    // keyId: its own test below (a number must start with it, so it cannot change alone).
  ];
  it.each(changes)(
    "refuses the certificate when its %s is changed after signing",
    async (field, value) => {
      const signature = fragment.split(".")[2]!;
      const changed = signedFragment(other, { ...licence, [field]: value }).split(".")[1]!;
      const verdict = await verdictOf(`v1.${changed}.${signature}`);
      expect(verdict).toEqual({ status: "invalid", reason: "signature" });
    },
  );

  it("refuses the certificate when its keyId is changed after signing, to a listed key's or another", async () => {
    const [, payload, signature] = fragment.split(".");
    const wire = JSON.parse(new TextDecoder().decode(fromBase64url(payload!)!)) as object;
    const withKeyId = (k: string) =>
      `v1.${toBase64url(new TextEncoder().encode(JSON.stringify({ ...wire, k })))}.${signature}`;
    const bothKeys = {
      keys: [demo.listed, other.listed],
      revocations: [],
      verify: verifySignature,
    };
    expect(await verifyCertificate(withKeyId(other.listed.id), bothKeys)).toEqual({
      status: "invalid",
      reason: "signature",
    });
    expect(await verdictOf(withKeyId(other.listed.id))).toEqual({
      status: "invalid",
      reason: "unknown-key",
    });
  });

  it("refuses a certificate signed by a key the site does not list, even under a listed id", async () => {
    const forged = signedFragment(other, licence); // claims the demo key's id
    expect(await verdictOf(forged)).toEqual({ status: "invalid", reason: "signature" });
    const own = signedFragment(other, exampleLicence(other));
    expect(await verdictOf(own)).toEqual({ status: "invalid", reason: "unknown-key" });
  });

  it("accepts a certificate of an older key that is still listed (a rotated key)", async () => {
    const old = signedFragment(other, exampleLicence(other));
    const keys = [demo.listed, other.listed];
    const verdict = await verifyCertificate(old, {
      keys,
      revocations: [],
      verify: verifySignature,
    });
    expect(verdict.status).toBe("valid");
  });

  it("refuses every single character changed anywhere in the address", async () => {
    const alphabet = "AZaz09-_.";
    for (let index = 0; index < fragment.length; index += 1) {
      const replacement = [...alphabet].find((char) => char !== fragment[index])!;
      const changed = fragment.slice(0, index) + replacement + fragment.slice(index + 1);
      const verdict = await verdictOf(changed);
      expect(NOT_VALID, `character ${index}`).toContain(verdict.status);
    }
    // The signature's last character carries 4 unused bits: another spelling is still refused.
    const last = fragment.at(-1)!;
    const sibling = "AQgw".includes(last) ? "B" : "A";
    expect((await verdictOf(fragment.slice(0, -1) + sibling)).status).toBe("invalid");
  });

  it.each([
    ["cut short", fragment.slice(0, -10)],
    ["cut before its signature", fragment.split(".").slice(0, 2).join(".")],
    ["cut to its version", "v1."],
    ["of another version", fragment.replace(/^v1/, "v2")],
    ["with a part too many", `${fragment}.AAAA`],
    ["percent-encoded", encodeURIComponent(`#${fragment}`)],
    ["with spaces", fragment.replace(".", " .")],
    ["oversized", `v1.${"A".repeat(FRAGMENT_MAX_CHARACTERS)}.${fragment.split(".")[2]}`],
    ["a word", "olá"],
    ["script", "<script>alert(1)</script>"],
    ["JSON", JSON.stringify(licence)],
  ])("says an address %s does not check out, without throwing", async (_, text) => {
    expect(await verdictOf(text)).toMatchObject({ status: "invalid" });
  });

  it("refuses a signed payload that is not a licence of this format", async () => {
    const payload = toBase64url(new TextEncoder().encode(JSON.stringify({ k: demo.listed.id })));
    const signature = sign(null, signedMessage(payload), demo.privateKey);
    expect(await verdictOf(certificateFragment(payload, signature))).toEqual({
      status: "invalid",
      reason: "malformed",
    });
  });

  it("shows a revoked number as cancelled, with its reason and the licence as signed", async () => {
    const revocation: Revocation = {
      number: licence.number,
      date: "2026-06-01",
      reason: "replaced",
      replacedBy: `${demo.listed.id}-AAAAAA`,
    };
    expect(await verdictOf(fragment, [revocation])).toEqual({
      status: "revoked",
      licence,
      revocation,
    });
  });

  it("says a signature it cannot check is unchecked (never valid), rather than throwing", async () => {
    const broken = () => Promise.reject(new Error("no Ed25519 here"));
    const verdict = await verifyCertificate(fragment, {
      keys: [demo.listed],
      revocations: [],
      verify: broken,
    });
    expect(verdict).toEqual({ status: "unchecked" });
  });
});
