/**
 * Buttons choosing one of several parts of a tab (the whole match or a period, a map, a game), as
 * pressed toggles (`aria-pressed`) in a fieldset; nothing when there is only one. Styled by
 * `match-centre.css` (`stats__periods`).
 */
/** Buttons choosing one of several maps (or games); nothing when there is only one. */
export function Choice({
  items,
  shown,
  label,
  onChoose,
}: {
  items: readonly { index: number; text: string }[];
  shown: number;
  label: string;
  onChoose: (position: number) => void;
}) {
  if (items.length < 2) return null;
  return (
    <fieldset className="stats__periods">
      <legend className="visually-hidden">{label}</legend>
      {items.map((item, i) => (
        <button
          key={item.index}
          type="button"
          className="stats__period"
          aria-pressed={i === shown}
          onClick={() => onChoose(i)}
        >
          {item.text}
        </button>
      ))}
    </fieldset>
  );
}
