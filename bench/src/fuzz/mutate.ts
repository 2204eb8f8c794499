import type { Random } from "./random.js";

/** One way of damaging a PDF; the name is printed in the counts and kept with a finding. */
export interface Mutator {
  name: string;
  apply(pdf: Uint8Array, random: Random): Uint8Array;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const bytesOf = (text: string) => new Uint8Array(Buffer.from(text, "latin1"));

/** Byte offsets of every match of `pattern` in the file (read as Latin-1). */
function offsetsOf(pdf: Uint8Array, pattern: RegExp): number[] {
  const text = latin1(pdf);
  const out: number[] = [];
  for (const m of text.matchAll(new RegExp(pattern.source, "g"))) out.push(m.index!);
  return out;
}

/** Replaces `length` bytes at `at` with `insert`. */
function splice(pdf: Uint8Array, at: number, length: number, insert: Uint8Array): Uint8Array {
  const out = new Uint8Array(pdf.length - length + insert.length);
  out.set(pdf.subarray(0, at), 0);
  out.set(insert, at);
  out.set(pdf.subarray(at + length), at + insert.length);
  return out;
}

/** The mutators, each small and blind to the file's meaning except where its name says so. */
export const MUTATORS: Mutator[] = [
  {
    name: "bit-flips",
    apply(pdf, random) {
      const out = pdf.slice();
      const flips = 1 + random.int(32);
      for (let i = 0; i < flips; i++) out[random.int(out.length)]! ^= 1 << random.int(8);
      return out;
    },
  },
  {
    name: "byte-runs",
    apply(pdf, random) {
      const out = pdf.slice();
      const at = random.int(out.length);
      out.fill(random.pick([0x00, 0xff, 0x20, 0x28, 0x5b, 0x3c]), at, Math.min(out.length, at + 1 + random.int(512)));
      return out;
    },
  },
  {
    name: "truncate",
    apply(pdf, random) {
      return pdf.slice(0, Math.max(8, random.int(pdf.length)));
    },
  },
  {
    name: "xref-damage",
    apply(pdf, random) {
      const text = latin1(pdf);
      const choice = random.int(3);
      if (choice === 0) return bytesOf(text.replace(/startxref\s+\d+/g, `startxref\n${random.int(pdf.length * 2)}`));
      if (choice === 1)
        return bytesOf(
          text.replace(/\d{10} \d{5} n/g, (m) =>
            random.next() < 0.3 ? `${String(random.int(pdf.length * 2)).padStart(10, "0")} 00000 n` : m,
          ),
        );
      return bytesOf(
        text
          .replace(/\/Size \d+/g, `/Size ${random.int(1_000_000)}`)
          .replace(/\/Prev \d+/g, `/Prev ${random.int(pdf.length)}`),
      );
    },
  },
  {
    name: "length-lies",
    apply(pdf, random) {
      const text = latin1(pdf);
      const count = (text.match(/\/Length \d+/g) ?? []).length;
      const always = random.int(Math.max(1, count));
      let seen = 0;
      // one stream's length always lies, each other one half the time
      return bytesOf(
        text.replace(/\/Length \d+/g, (m) =>
          seen++ === always || random.next() < 0.5
            ? `/Length ${random.pick([0, 1, 2 ** 31 - 1, 100_000 + random.int(100_000)])}`
            : m,
        ),
      );
    },
  },
  {
    name: "object-swap",
    apply(pdf, random) {
      const starts = offsetsOf(pdf, /\d+ 0 obj/);
      if (starts.length < 2) return pdf;
      const a = random.pick(starts);
      const b = random.pick(starts);
      const piece = pdf.slice(a, Math.min(pdf.length, a + 64 + random.int(2048)));
      return splice(pdf, b, Math.min(piece.length, pdf.length - b), piece);
    },
  },
  {
    name: "count-lies",
    apply(pdf, random) {
      const text = latin1(pdf);
      return bytesOf(text.replace(/\/Count \d+/g, `/Count ${random.pick([0, -1, 1, 50_000, 2 ** 31 - 1])}`));
    },
  },
  {
    name: "deep-nesting",
    apply(pdf, random) {
      const at = offsetsOf(pdf, /<</);
      if (at.length === 0) return pdf;
      const depth = 1000 + random.int(100_000);
      const open = random.pick(["<<", "[", "<</A "]);
      return splice(pdf, random.pick(at), 0, bytesOf(open.repeat(depth)));
    },
  },
  {
    name: "self-reference",
    apply(pdf, random) {
      // point a random reference at its own object, or at the page tree root
      const text = latin1(pdf);
      const refs = [...text.matchAll(/(\d+) 0 R/g)];
      if (refs.length === 0) return pdf;
      const ref = random.pick(refs);
      const target = random.next() < 0.5 ? "1" : String(2 + random.int(8));
      return splice(pdf, ref.index!, ref[0].length, bytesOf(`${target} 0 R`));
    },
  },
];
