import type { EmojiRef } from '../catalogue';
import { Rng } from '../random';
import { BACKGROUND_STYLES, RENDER_VERSION, shade, type SceneItem, type SceneRecipe } from './scene';

/**
 * Arrangements of a product's emoji: one big subject, a pair, a pile, a flat-lay scatter, or produce
 * in a basket or box. Each of a product's images uses a different arrangement and background, so
 * the gallery shows distinct pictures of the same produce.
 */

export interface Subject {
  /** Stable key; every random choice for the images is drawn from it. */
  key: string;
  /** The produce's emoji, main subject first. */
  emoji: readonly EmojiRef[];
  palette: readonly (readonly [string, string])[];
  /** A basket or box the produce can be shown in, when that suits it. */
  container?: EmojiRef;
}

type Layout = 'hero' | 'pair' | 'pile' | 'scatter' | 'container';
type Draft = Pick<SceneRecipe, 'items' | 'shadows'>;

function item(rng: Rng, emoji: EmojiRef, size: number, x: number, y: number, maxAngle: number): SceneItem {
  return { emoji, size, x, y, angle: rng.between(-maxAngle, maxAngle), flip: rng.chance(0.3) };
}

/** Mostly the main subject, sometimes one of the others. */
function mixed(rng: Rng, emoji: readonly EmojiRef[]): EmojiRef {
  return emoji.length > 1 && rng.chance(0.35) ? rng.pick(emoji.slice(1)) : emoji[0]!;
}

/** Lower items drawn last, so they sit in front. */
const byDepth = (items: SceneItem[]) => items.sort((a, b) => a.y - b.y);

const LAYOUTS: Record<Layout, (rng: Rng, s: number, subject: Subject) => Draft> = {
  hero(rng, s, { emoji }) {
    const size = s * rng.between(0.56, 0.68);
    const x = s * rng.between(0.45, 0.55);
    const y = s * rng.between(0.43, 0.51);
    return { items: [item(rng, emoji[0]!, size, x, y, 16)], shadows: [[x, y + size * 0.42, size * 0.48, size * 0.1]] };
  },
  pair(rng, s, { emoji }) {
    const second = emoji[1] ?? emoji[0]!;
    const left = rng.chance(0.5);
    const a = item(rng, emoji[0]!, s * rng.between(0.44, 0.52), s * (left ? 0.36 : 0.64), s * rng.between(0.44, 0.52), 20);
    const b = item(rng, second, s * rng.between(0.34, 0.42), s * (left ? 0.68 : 0.32), s * rng.between(0.55, 0.62), 25);
    return {
      items: byDepth([a, b]),
      shadows: [a, b].map((i) => [i.x, i.y + i.size * 0.42, i.size * 0.45, i.size * 0.09]),
    };
  },
  pile(rng, s, { emoji }) {
    const items: SceneItem[] = [];
    for (let i = rng.int(4, 7); i > 0; i--) {
      items.push(item(rng, mixed(rng, emoji), s * rng.between(0.24, 0.34), s * rng.between(0.27, 0.73), s * rng.between(0.48, 0.7), 40));
    }
    return { items: byDepth(items), shadows: [[s * 0.5, s * 0.82, s * 0.4, s * 0.07]] };
  },
  scatter(rng, s, { emoji }) {
    const items: SceneItem[] = [];
    const cell = s / 3;
    for (let row = 0; row < 3; row++) {
      for (let col = 0; col < 3; col++) {
        if (rng.chance(0.15)) continue;
        const x = cell * (col + 0.5) + rng.between(-0.15, 0.15) * cell;
        const y = cell * (row + 0.5) + rng.between(-0.15, 0.15) * cell;
        items.push(item(rng, mixed(rng, emoji), s * rng.between(0.2, 0.26), x, y, 180));
      }
    }
    return { items, shadows: [] };
  },
  container(rng, s, { emoji, container }) {
    const holder = item(rng, container!, s * rng.between(0.6, 0.68), s * 0.5, s * rng.between(0.6, 0.64), 6);
    holder.flip = false;
    const produce: SceneItem[] = [];
    for (let i = 0; i < 3; i++) {
      produce.push(item(rng, mixed(rng, emoji), s * rng.between(0.26, 0.32), s * (0.34 + i * 0.16 + rng.between(-0.03, 0.03)), s * rng.between(0.36, 0.44), 35));
    }
    // The produce is drawn first so the basket's rim covers its lower half.
    return { items: [...produce, holder], shadows: [[s * 0.5, holder.y + holder.size * 0.4, holder.size * 0.5, s * 0.06]] };
  },
};

function background(rng: Rng, subject: Subject, style: SceneRecipe['background']['style']): SceneRecipe['background'] {
  const [light, deep] = rng.pick(subject.palette);
  return {
    style,
    light: shade(light, rng.between(-0.03, 0.06)),
    deep: shade(deep, rng.between(-0.12, 0.18)),
    angle: rng.int(0, 359),
    seed: rng.int(0, 2 ** 31),
  };
}

/** The `count` recipes of one product's images; the first is the clearest (one big subject or a pile). */
export function productRecipes(subject: Subject, count: number, size = 800): SceneRecipe[] {
  const plan = new Rng(`layouts:${subject.key}`);
  const first: Layout = plan.pick(['hero', 'hero', 'pile']);
  const others = plan.shuffle((['hero', 'pair', 'pile', 'scatter', 'container'] as Layout[]).filter((l) => l !== first && (l !== 'container' || subject.container)));
  const layouts = [first, ...others];
  const styles = plan.shuffle(BACKGROUND_STYLES);
  return Array.from({ length: count }, (_, k) => {
    const rng = new Rng(`image:${subject.key}:${k}`);
    const layout = layouts[k % layouts.length]!;
    return { version: RENDER_VERSION, size, background: background(rng, subject, styles[k % styles.length]!), ...LAYOUTS[layout](rng, size, subject) };
  });
}

/** A category tile: its emoji gathered in a loose group. */
export function categoryRecipe(subject: Subject, size = 600): SceneRecipe {
  const rng = new Rng(`category-image:${subject.key}`);
  const n = subject.emoji.length;
  const items = subject.emoji.map((emoji, i) => {
    const turn = (2 * Math.PI * i) / n + rng.between(-0.3, 0.3);
    const radius = n === 1 ? 0 : size * rng.between(0.16, 0.22);
    return item(rng, emoji, size * rng.between(0.36, 0.44), size / 2 + radius * Math.cos(turn), size * 0.5 + radius * Math.sin(turn) * 0.8, 18);
  });
  return {
    version: RENDER_VERSION,
    size,
    background: background(rng, subject, rng.pick(BACKGROUND_STYLES)),
    shadows: [[size / 2, size * 0.84, size * 0.38, size * 0.06]],
    items: byDepth(items),
  };
}
