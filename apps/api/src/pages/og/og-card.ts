/**
 * The image a shared city or country page shows in a chat or a feed (1200 × 630): the place's
 * name, its region and country, the score, and each government's level for its area as a small
 * coloured strip, from the same read model as the page. Plain element objects for satori (no JSX
 * in the API); the colours are the app's level colours, green to red, and grey where a government
 * gives no level.
 */
import {
  ADVISORY_LEVEL_COLOURS,
  ADVISORY_SOURCES,
  NO_LEVEL_COLOUR,
  type AdvisoryLevel,
  type AdvisorySource,
} from '@safetrails/contracts';
import type { CardWords } from './card-words';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const PADDING_X = 64;
const PADDING_Y = 56;

/** Everything the image shows, and nothing else: its hash names the image (a change makes a new one). */
export interface OgCard {
  readonly name: string;
  readonly where: string | null;
  /** A city's score (null: none yet); a country has none, and no score box. */
  readonly score?: number | null;
  /** Under the score: whose advice the strip is ("for Guerrero", "country-wide"). */
  readonly stripLabel: string;
  readonly levels: Readonly<Partial<Record<AdvisorySource, AdvisoryLevel | null>>>;
  /** Each government by its country's name, in the page's language. */
  readonly governments: Readonly<Record<AdvisorySource, string>>;
  readonly levelNames: Readonly<Record<AdvisoryLevel, string>>;
  readonly words: Pick<CardWords, 'noLevel' | 'noScore' | 'scoreUnit' | 'noAdvice' | 'tagline'>;
}

interface Element {
  readonly type: string;
  readonly props: { readonly style?: Record<string, string | number>; readonly children?: unknown };
}

const box = (style: Record<string, string | number>, children?: unknown): Element => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

function strip(card: OgCard): Element[] {
  return ADVISORY_SOURCES.filter((source) => source in card.levels).map((source) => {
    const level = card.levels[source] ?? null;
    return box(
      {
        flexDirection: 'column',
        flex: 1,
        padding: '12px 16px',
        borderRadius: 14,
        background: level === null ? NO_LEVEL_COLOUR : ADVISORY_LEVEL_COLOURS[level],
        // White on level 2's yellow is hard to read: dark text there.
        color: level === 2 ? '#1f2a30' : '#ffffff',
      },
      [
        box({ fontSize: 22, fontWeight: 400 }, card.governments[source]),
        box(
          { fontSize: 24, fontWeight: 700, lineHeight: 1.15 },
          level === null ? card.words.noLevel : card.levelNames[level],
        ),
      ],
    );
  });
}

function scoreBox(card: OgCard): Element[] {
  if (card.score === undefined) return [];
  return [
    box(
      {
        flexDirection: 'column',
        alignItems: 'center',
        padding: '18px 26px',
        borderRadius: 22,
        background: '#0f5257',
        color: '#ffffff',
      },
      card.score === null
        ? [box({ fontSize: 30, fontWeight: 700 }, card.words.noScore)]
        : [
            box({ fontSize: 84, fontWeight: 700, lineHeight: 1 }, String(card.score)),
            box({ fontSize: 24 }, card.words.scoreUnit),
          ],
    ),
  ];
}

export function ogCardElement(card: OgCard): Element {
  const levels = strip(card);
  return box(
    {
      // Satori sizes boxes by their content: the padding comes on top of the width.
      width: OG_WIDTH - 2 * PADDING_X,
      height: OG_HEIGHT - 2 * PADDING_Y,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${PADDING_Y}px ${PADDING_X}px`,
      background: '#fbf7f2',
      color: '#1f2a30',
      fontFamily: 'Inter',
    },
    [
      box({ justifyContent: 'space-between', alignItems: 'flex-start' }, [
        box({ flexDirection: 'column', maxWidth: 820 }, [
          box({ fontSize: card.name.length > 24 ? 60 : 76, fontWeight: 700, lineHeight: 1.05 }, card.name),
          ...(card.where ? [box({ fontSize: 34, color: '#56636b', marginTop: 14 }, card.where)] : []),
        ]),
        ...scoreBox(card),
      ]),
      box({ flexDirection: 'column' }, [
        box({ fontSize: 24, color: '#56636b', marginBottom: 12 }, card.stripLabel),
        levels.length > 0 ? box({ gap: 12 }, levels) : box({ fontSize: 28, color: '#56636b' }, card.words.noAdvice),
        box({ justifyContent: 'space-between', marginTop: 26, fontSize: 26 }, [
          box({ fontWeight: 700, color: '#0f5257' }, 'SafeTrails'),
          box({ color: '#56636b' }, card.words.tagline),
        ]),
      ]),
    ],
  );
}
