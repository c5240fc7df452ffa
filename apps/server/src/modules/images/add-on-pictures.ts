/** The add-ons' square pictures (decision 020): a vase, a chocolate box, a card and a bear, drawn like the bouquets. */
export const ADD_ON_PICTURES = ['vase', 'chocolate', 'card', 'bear'] as const;
export type AddOnPicture = (typeof ADD_ON_PICTURES)[number];

const isAddOnPicture = (v: string): v is AddOnPicture => (ADD_ON_PICTURES as readonly string[]).includes(v);

/** The path of an add-on's picture. */
export function addOnPicture(key: AddOnPicture): string {
  if (!isAddOnPicture(key)) throw new RangeError(`Not an add-on picture: ${key}`);
  return `/images/addon/${key}.svg`;
}

const BACKGROUND: Record<AddOnPicture, string> = {
  vase: '#edf4fb',
  chocolate: '#fef6e4',
  card: '#fdf1f4',
  bear: '#fff3ea',
};

const DRAWINGS: Record<AddOnPicture, string> = {
  vase:
    '<path d="M150,90h100v24c0,20 40,40 40,110c0,60 -30,96 -90,96s-90,-36 -90,-96c0,-70 40,-90 40,-110Z" ' +
    'fill="#cfe6f5" stroke="#8fb8d6" stroke-width="6" opacity=".9"/>' +
    '<path d="M120,230c40,12 120,12 160,0c0,50 -25,82 -80,82s-80,-32 -80,-82Z" fill="#9cc8e6" opacity=".7"/>' +
    '<path d="M170,130c-10,30 -20,60 -16,110" stroke="#fff" stroke-width="8" fill="none" opacity=".7"/>' +
    '<rect x="142" y="80" width="116" height="16" rx="8" fill="#8fb8d6"/>',
  chocolate:
    '<rect x="80" y="120" width="240" height="190" rx="18" fill="#6b3f2a"/>' +
    '<rect x="80" y="120" width="240" height="40" rx="18" fill="#8a5236"/>' +
    '<circle cx="140" cy="230" r="34" fill="#4a2a1b"/><circle cx="200" cy="230" r="34" fill="#c99a6b"/>' +
    '<circle cx="260" cy="230" r="34" fill="#4a2a1b"/>' +
    '<path d="M126,222c8,-10 20,-10 28,0M246,222c8,-10 20,-10 28,0" stroke="#8a5236" stroke-width="5" fill="none"/>' +
    '<path d="M186,222c8,-10 20,-10 28,0" stroke="#fff" stroke-width="5" fill="none"/>' +
    '<rect x="188" y="110" width="24" height="210" fill="#d64561"/>' +
    '<path d="M200,112c-30,-40 -70,-20 -40,4ZM200,112c30,-40 70,-20 40,4Z" fill="#e25a75"/>',
  card:
    '<rect x="95" y="90" width="210" height="240" rx="10" fill="#fbf5ea" stroke="#c9a66b" stroke-width="6" ' +
    'transform="rotate(-6 200 210)"/>' +
    '<rect x="120" y="118" width="160" height="184" rx="6" fill="none" stroke="#e0c9a0" stroke-width="3" ' +
    'transform="rotate(-6 200 210)"/>' +
    '<g transform="rotate(-6 200 210)" stroke="#b08850" stroke-width="5" stroke-linecap="round">' +
    '<path d="M140,240h120M140,262h90M140,284h105"/></g>' +
    '<path d="M200,205c-22,-26 -52,-6 -32,18l32,30l32,-30c20,-24 -10,-44 -32,-18Z" fill="#d64561"/>',
  bear:
    '<circle cx="132" cy="118" r="34" fill="#b07a4f"/><circle cx="268" cy="118" r="34" fill="#b07a4f"/>' +
    '<circle cx="132" cy="118" r="16" fill="#e7c4a0"/><circle cx="268" cy="118" r="16" fill="#e7c4a0"/>' +
    '<ellipse cx="200" cy="280" rx="92" ry="76" fill="#b07a4f"/>' +
    '<circle cx="200" cy="170" r="84" fill="#c48a5a"/>' +
    '<ellipse cx="200" cy="198" rx="38" ry="30" fill="#e7c4a0"/>' +
    '<circle cx="170" cy="158" r="9" fill="#3a2418"/><circle cx="230" cy="158" r="9" fill="#3a2418"/>' +
    '<ellipse cx="200" cy="188" rx="12" ry="9" fill="#3a2418"/>' +
    '<path d="M188,208c6,8 18,8 24,0" stroke="#3a2418" stroke-width="4" fill="none"/>' +
    '<path d="M200,252c-24,-28 -56,-8 -34,16l34,30l34,-30c22,-24 -10,-44 -34,-16Z" fill="#e25a75"/>',
};

/** The SVG of an add-on picture, or undefined when the key names none. */
export function drawAddOn(key: string): string | undefined {
  if (!isAddOnPicture(key)) return undefined;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">' +
    `<rect width="400" height="400" fill="${BACKGROUND[key]}"/>${DRAWINGS[key]}</svg>`
  );
}
