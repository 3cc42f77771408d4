/** The rules for getting around: the side of the road, and the warnings on roads, taxis and motorbikes. */
import type { GuideTopic } from '@safetrails/contracts';
import { all, words, type TopicRule } from './topic-rule';

// On the road ---------------------------------------------------------------------------------------

const SIDE =
  /\b(?:drive|drives|driving|driven|traffic (?:moves|drives|travels|flows|runs|is)|vehicles (?:drive|travel|are driven)|cars (?:drive|travel))\b[^.;]{0,30}?\bon the (left|right)\b/i;

const transportRule = (topic: GuideTopic, test: (text: string) => boolean): TopicRule => ({
  topic,
  kind: 'transport',
  matches: (sentence) => test(words(sentence)),
});

export const TRANSPORT_RULES: readonly TopicRule[] = [
  {
    topic: 'driving_side',
    kind: 'transport',
    // "Faster drivers tend to drive on the left" is about lanes, not the side traffic keeps to.
    matches: (sentence) =>
      SIDE.test(sentence.text) && !/\b(lanes?|overtak\w*|passing|faster|slower)\b/i.test(sentence.text),
    value: (sentence) => SIDE.exec(sentence.text)?.[1]!.toLowerCase() ?? null,
    needsValue: true,
  },
  transportRule(
    'road_safety',
    all(
      /\b(road (conditions|safety|travel|accidents?|deaths|fatalit\w+|crashes|users)|traffic (accidents?|fatalit\w+|deaths|crashes|collisions|injuries)|road traffic|driving (standards|conditions|habits)|dangerous driving|reckless\w*|poorly maintained|drivers? (often |frequently |may |routinely )?(ignore|disregard|speed)|accident rates?|high rates? of (road|traffic))\b/i,
    ),
  ),
  transportRule(
    'night_driving',
    all(
      /\b(at night|after dark|night[- ]?time|during (the )?night|hours of darkness|nighttime)\b/i,
      /\b(driv\w*|roads?|travel(l?ing)? by (road|car|bus)|highways?|vehicles?|overland)\b/i,
    ),
  ),
  transportRule(
    'motorbikes',
    all(
      /\b(motorcycles?|motorbikes?|motor-bikes?|scooters?|mopeds?|motos?|moto-taxis?|boda[- ]bodas?|okadas?|quad bikes?|ATVs?)\b/i,
    ),
  ),
  transportRule('taxis', all(/\b(taxis?|taxicabs?|cabs|tuk[- ]?tuks?|rickshaws?)\b/i)),
  transportRule(
    'ride_hailing',
    (text) =>
      /\b(ride[- ]?(hailing|sharing|share)|rideshare|app-based|booking apps?|taxi apps?|smartphone-based)\b/i.test(
        text,
      ) || /\b(Uber|Grab|Bolt|Careem|Lyft|DiDi|inDrive|InDriver|Yandex Go|Gojek|Cabify|Ola)\b/.test(text),
  ),
];
