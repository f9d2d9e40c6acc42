// The topic scenes: what an article is about (a policy document, a price board, workers at a
// fence, a party lesson at a lectern…) in the flat style of the site scenes. Each is drawn in a
// 500 × 300 box whose bottom edge is the ground; scenes.ts scales and places the box and draws the
// sky, skyline and ground around it.

import {
  balanceScale,
  barChart,
  blueprint,
  objectColours as c,
  canopy,
  carton,
  cementBags,
  clock,
  coinStack,
  envelope,
  excavator,
  flag,
  gavel,
  hall,
  handshake,
  heart,
  helmet,
  lectern,
  lotus,
  medal,
  meetingTable,
  monitor,
  mound,
  network,
  noticeBoard,
  officialSeal,
  openBook,
  type Palette,
  paperSheet,
  person,
  phone,
  podium,
  presentationScreen,
  priceBoard,
  ribbon,
  seatedPerson,
  setSquare,
  shield,
  siteFence,
  star,
  towerCrane,
  trafficCone,
  warningSign,
} from "./svg-shapes.ts";

/**
 * The subjects drawn from an article's topic. The party-building ones after `party` (its flag and
 * hall) tell its articles apart: a lesson, volunteer service, a branch meeting, an award, integrity.
 * New subjects go last: a subject's place picks its covers' palettes and seeds, so their addresses.
 */
export const topicSubjects = [
  "policy",
  "finance",
  "labor",
  "party",
  "tender",
  "equipment",
  "salon",
  "training",
  "market",
  "safety",
  "digital",
  "party-study",
  "party-volunteer",
  "party-meeting",
  "party-honour",
  "party-integrity",
] as const;
/** A topic subject. */
export type TopicSubject = (typeof topicSubjects)[number];

/** Topics shown in a room (a glass wall onto the city, a floor) rather than outdoors. */
export const indoorTopics: ReadonlySet<TopicSubject> = new Set<TopicSubject>(["salon", "training", "digital", "party-study", "party-meeting"]);

/** The size of the box a topic scene is drawn in; its bottom edge stands on the ground. */
export const TOPIC_BOX = { width: 500, height: 300 } as const;

const G = TOPIC_BOX.height;

/** A value between `from` and `to`, from the scene's seed. */
function between(random: () => number, from: number, to: number): number {
  return from + random() * (to - from);
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length) % values.length] as T;
}

/** Draws a topic scene in its 500 × 300 box. */
export function topicScene(subject: TopicSubject, p: Palette, random: () => number): string {
  switch (subject) {
    case "policy": {
      // A file of documents, the top one sealed, and a gavel on its block.
      const tilt = between(random, -9, -4);
      return [
        `<g transform="rotate(${tilt.toFixed(1)} 150 160)">${paperSheet(50, 45, 180, 240, p.steel, c.ink, random)}</g>`,
        paperSheet(110, 25, 190, 265, c.paper, c.ink, random),
        officialSeal(between(random, 235, 255), 225, 36, c.red),
        gavel(300, G, 200, c.wood, c.dark),
      ].join("");
    }
    case "finance": {
      // A rising bar chart on a board and stacks of coins.
      const values = [0, 1, 2, 3, 4].map((i) => Math.min(1, 0.25 + i * 0.15 + random() * 0.12));
      return [
        `<path d="M90 250V${G}M290 250V${G}" stroke="${p.near}" stroke-width="8"/>`,
        barChart(30, 20, 320, 235, values, p.near, p.accent, p.steel),
        coinStack(395, G, 5 + Math.floor(random() * 4), 38, c.gold, "#a8741a"),
        coinStack(462, G, 3 + Math.floor(random() * 3), 32, c.gold, "#a8741a"),
        coinStack(335, G, 2 + Math.floor(random() * 2), 30, c.gold, "#a8741a"),
      ].join("");
    }
    case "labor": {
      // Workers in hard hats and vests before the site hoarding, a crane behind it.
      const hats = [p.accent, "#ffffff", c.gold, c.orange];
      const workers = [95, 195, 300, 405].map((x, i) =>
        person(x + between(random, -12, 12), G, between(random, 150, 185), pick(random, [c.orange, p.accent, "#e9c31b"]), p.near, hats[i], "#eef3fb"),
      );
      return [towerCrane(330, G, 280, 120, p.accent, p.steel), siteFence(0, G, 500, 115, p.steel, p.accent), ...workers].join("");
    }
    case "party": {
      // A hall with a red ribbon across it, a plain red flag on the left and on the roof.
      const wave = between(random, 0.6, 1);
      return [
        hall(175, G, 280, 200, p.steel, p.near, 5 + Math.floor(random() * 2)),
        ribbon(205, 160, 220, 26, c.red, c.gold),
        flag(313, 98, 64, 46, 30, c.red, p.near, -wave),
        flag(60, G, 270, 125, 84, c.red, p.steel, wave),
      ].join("");
    }
    case "tender": {
      // A contract and a handshake over it, the sealed bid in front and the clock of the deadline.
      return [
        `<g transform="rotate(-7 150 150)">${paperSheet(55, 30, 190, 250, c.paper, c.ink, random)}${officialSeal(195, 235, 26, c.red)}</g>`,
        handshake(165, 120, 105, p.near, p.accent),
        envelope(235, 165, 215, 135, c.paper, c.ink, c.red),
        clock(415, 75, 52, c.paper, p.near, Math.floor(between(random, 1, 11))),
      ].join("");
    }
    case "equipment": {
      // An excavator loading a mound of earth, a cone by its track.
      return [
        mound(440, G, 170, between(random, 45, 70), "#8b6b4a"),
        excavator(60, G, 300, p.accent, p.near, p.steel),
        trafficCone(30, G, 46, c.orange, "#ffffff"),
      ].join("");
    }
    case "salon": {
      // A talk: people at a table, a speaker beside the screen.
      const shirts = [p.accent, p.far, "#5b6b80", p.near];
      return [
        presentationScreen(305, 118, 180, 106, p.near, p.steel, p.accent, random),
        ...[45, 120, 195].map((x, i) => seatedPerson(x, 244, 74, shirts[(i + Math.floor(random() * 4)) % 4] as string)),
        meetingTable(0, 244, 245, p.steel, p.near),
        person(270, G, 175, p.accent, p.near),
      ].join("");
    }
    case "training": {
      // An open book with a blueprint behind it, closed books and a set square beside.
      const books = [p.accent, p.far, "#c44536"]
        .map((colour, i) => `<rect x="${12 + i * 4}" y="${G - (i + 1) * 24}" width="${120 - i * 10}" height="22" rx="3" fill="${colour}"/>`)
        .join("");
      return [
        blueprint(150, 25, 215, 155, c.blueprint, Math.round(between(random, -8, -3))),
        books,
        openBook(260, G, 300, 115, c.paper, p.accent, c.ink),
        setSquare(410, G, 85, p.steel),
      ].join("");
    }
    case "market": {
      // A price board (red up, green down) and the materials it prices: cement bags.
      return [priceBoard(30, 45, 270, 170, p.near, "#17212d", p.accent, random), cementBags(312, G, 62, "#e4ddcc", p.near)].join("");
    }
    case "safety": {
      // A warning sign, a hard hat and cones.
      return [
        warningSign(95, G, 125, c.gold, c.dark, p.steel),
        helmet(285, G - 4, 92, p.accent, p.near),
        trafficCone(425, G, 78, c.orange, "#ffffff"),
        trafficCone(478, G, 54, c.orange, "#ffffff"),
      ].join("");
    }
    case "digital": {
      // A monitor with a dashboard and a phone on a desk, linked to the city.
      const nodes: [number, number][] = [
        [between(random, 20, 70), between(random, 30, 90)],
        [between(random, 90, 130), between(random, 0, 30)],
        [between(random, 400, 440), between(random, 0, 40)],
        [between(random, 455, 495), between(random, 60, 120)],
      ];
      return [
        network([265, 40], nodes, p.accent),
        monitor(150, 52, 230, 148, p.near, "#0e1a2b", p.accent, p.steel, random),
        phone(395, 244, 52, 98, p.near, "#0e1a2b", p.accent),
        meetingTable(70, 244, 400, p.steel, p.near),
      ].join("");
    }
    case "party-study": {
      // A lesson (党课): a notice board with a plain star on the wall, the speaker at a lectern, an
      // open book, a red book with a gold star and a cup on the desk in front.
      const board = between(random, 20, 60);
      const speaker = between(random, 385, 410);
      return [
        noticeBoard(board, 24, 210, 128, p.near, c.paper, c.red, c.ink, random),
        star(board + 22, 39, 11, c.gold),
        person(speaker, G, 190, p.near, p.near),
        lectern(speaker, G, 110, 125, c.wood, c.red),
        star(speaker, G - 125 + 125 * 0.46, 17, c.gold),
        meetingTable(0, 244, 300, p.steel, p.near),
        `<rect x="22" y="186" width="40" height="58" rx="3" fill="${c.red}"/>`,
        star(42, 210, 11, c.gold),
        openBook(165, 244, 170, 62, c.paper, p.accent, c.ink),
        `<rect x="262" y="222" width="18" height="22" rx="3" fill="${c.paper}"/>`,
      ].join("");
    }
    case "party-volunteer": {
      // Volunteers in red vests at their service tent; one hands a carton of supplies to a worker
      // before the site hoarding, a heart above them.
      const tent = between(random, 8, 28);
      const giver = between(random, 262, 282);
      return [
        siteFence(330, G, 170, 95, p.steel, p.accent),
        canopy(tent, G, 190, 205, c.red, p.steel),
        person(tent + 95, G, 160, c.red, p.near, undefined, "#ffffff"),
        meetingTable(tent + 20, 244, 150, p.steel, p.near),
        carton(tent + 38, 212, 44, 32, "#c9a26b", c.red),
        carton(tent + 92, 220, 36, 24, "#c9a26b", c.red),
        person(giver, G, 175, c.red, p.near, c.red, "#ffffff"),
        person(giver + 98, G, 180, pick(random, [c.orange, p.accent]), p.near, "#ffffff", "#eef3fb"),
        carton(giver + 20, G - 112, 58, 38, "#c9a26b", c.red),
        heart(giver + 50, between(random, 62, 82), 28, c.red),
        heart(giver + 92, between(random, 30, 44), 14, c.red),
      ].join("");
    }
    case "party-meeting": {
      // A branch meeting (支部会议): a red banner with plain stars across the wall, a flag in the
      // corner, members round a long table with cups and papers.
      const seats = 4 + Math.floor(random() * 2);
      const gap = 360 / seats;
      const suits = [p.near, "#5b6b80", p.far];
      const people = Array.from({ length: seats }, (_, i) => seatedPerson(130 + gap * (i + 0.5), 244, 66, suits[i % 3] as string));
      const cups = Array.from(
        { length: seats },
        (_, i) =>
          `<rect x="${Math.round(112 + gap * (i + 0.5))}" y="232" width="12" height="12" rx="2" fill="${c.paper}"/><rect x="${Math.round(132 + gap * (i + 0.5))}" y="240" width="26" height="4" fill="${c.paper}" opacity="0.8"/>`,
      );
      return [
        ribbon(125, 22, 300, 42, c.red, c.gold),
        star(153, 43, 13, c.gold),
        star(397, 43, 13, c.gold),
        flag(28, G, 215, 72, 50, c.red, p.steel, between(random, 0.5, 1)),
        ...people,
        meetingTable(110, 244, 390, p.steel, p.near),
        ...cups,
      ].join("");
    }
    case "party-honour": {
      // An award (表彰): a winner on the podium wearing a medal, a large medal, a 示范岗 plaque with a
      // plain star on its posts, gold stars falling like confetti.
      const confetti = Array.from({ length: 6 }, () => star(between(random, 150, 350), between(random, 10, 70), between(random, 6, 11), c.gold));
      const top = G - 90 * 0.8;
      return [
        `<path d="M36 ${G}V110M124 ${G}V110" stroke="${p.steel}" stroke-width="6"/>`,
        noticeBoard(20, 96, 120, 82, p.near, c.red, c.gold, c.gold, random),
        star(34, 106, 8, c.red),
        podium(250, G, 90, p.steel, p.accent),
        person(250, top, 140, p.accent, p.near),
        medal(250, top - 140 * 0.8, 8, c.red, c.gold, c.red),
        medal(between(random, 410, 430), 30, 34, c.red, c.gold, c.red),
        ...confetti,
      ].join("");
    }
    case "party-integrity": {
      // Integrity (廉洁): a red shield with a plain star, a balance at rest, a lotus on the pond.
      return [
        shield(80, 66, 120, 150, c.red, c.gold),
        star(80, 136, 32, c.gold),
        balanceScale(270, G, between(random, 160, 180), c.gold, "#d9a93a"),
        `<ellipse cx="420" cy="${G - 10}" rx="82" ry="16" fill="${p.steel}" opacity="0.7"/>`,
        lotus(420, G - 22, between(random, 64, 76), "#f4a3b5", c.gold, "#3f8f4f"),
      ].join("");
    }
  }
}
