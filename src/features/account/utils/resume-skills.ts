// The skills a résumé's text mentions that its owner's profile lacks. A skill counts only when it
// is in the vocabulary (the skills already used on Evee), compared by the match score's own key
// (skillKey: 'TS' is TypeScript, 'k8s' is Kubernetes), so an offer is always a skill the match
// score will recognise, in the spelling Evee uses most.
import { plainSkillKey, skillKey } from '@/utils/skill-key';

/** Skills of several words ('Google Cloud Platform') are matched up to this length. */
const MAX_WORDS = 4;

// Words that are also skills but are mostly plain English in a résumé: they count only when
// written with a capital ('Go', 'Rust'), and 'CV' is the document itself, not computer vision.
const COMMON_WORDS = new Set(['go', 'rest', 'express', 'spring', 'swift', 'rust', 'less', 'make', 'chef', 'ember']);
const NEVER_ALONE = new Set(['cv']);

/** Text split where a skill's name cannot go on: line ends, list marks, sentence ends. */
const SEGMENT_BREAK = /[\n\r,;:|()[\]{}•·–—]+|\.(?=\s|$)/;

/** A word without the punctuation around it, keeping what names use (C++, C#, .NET, Node.js). */
function word(raw: string): string {
  return raw.replace(/^[^\p{L}\p{N}.]+/u, '').replace(/[^\p{L}\p{N}+#]+$/u, '');
}

function tokens(text: string): string[][] {
  return text
    .split(SEGMENT_BREAK)
    .map((segment) =>
      segment
        .split(/[\s/]+/)
        .map(word)
        .filter(Boolean),
    )
    .filter((words) => words.length > 0);
}

/** A one-word match that is more likely an ordinary word (or a single letter) than the skill. */
function doubtful(token: string, key: string): boolean {
  if (NEVER_ALONE.has(plainSkillKey(token))) return true;
  const lower = token === token.toLowerCase();
  return lower && (COMMON_WORDS.has(key) || key.length <= 2);
}

/** Each vocabulary key with its spelling; for a key spelt several ways, the one that is the key itself. */
function spellings(vocabulary: readonly string[]): Map<string, string> {
  const byKey = new Map<string, string>();
  for (const skill of vocabulary) {
    const key = skillKey(skill);
    if (!key) continue;
    const current = byKey.get(key);
    if (current === undefined || (plainSkillKey(current) !== key && plainSkillKey(skill) === key)) {
      byKey.set(key, skill.trim());
    }
  }
  return byKey;
}

/**
 * The vocabulary skills that `text` mentions and `have` lacks (by key), in the vocabulary's
 * spelling, the most mentioned first (then in order of first mention), at most `limit`.
 */
export function resumeSkills(
  text: string,
  vocabulary: readonly string[],
  have: readonly string[],
  limit = 20,
): string[] {
  const known = spellings(vocabulary);
  const had = new Set(have.map(skillKey));
  const found = new Map<string, { count: number; first: number }>();
  let position = 0;
  for (const words of tokens(text)) {
    for (let i = 0; i < words.length; position++) {
      let taken = 1;
      for (let n = Math.min(MAX_WORDS, words.length - i); n >= 1; n--) {
        const phrase = words.slice(i, i + n).join(' ');
        const key = skillKey(phrase);
        if (!known.has(key) || (n === 1 && doubtful(phrase, key))) continue;
        const seen = found.get(key);
        found.set(key, { count: (seen?.count ?? 0) + 1, first: seen?.first ?? position });
        taken = n;
        break;
      }
      i += taken;
    }
  }
  return [...found]
    .filter(([key]) => !had.has(key))
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map(([key]) => known.get(key)!);
}
