import type { CSSProperties } from 'react';
import { initials, teamHue } from './format.ts';
import type { RowTeam } from './match-row.ts';

/** A team's logo, or its initials on a colour of its own when the feed has no logo. */
export function TeamLogo({ team, size = 20 }: { team: RowTeam | null; size?: number }) {
  if (team?.logo) {
    return <img className="team-logo" src={team.logo} alt="" width={size} height={size} loading="lazy" />;
  }
  // Lists render hundreds of these: the colour and size are CSS variables, the rest is in matches.css.
  const style = { '--hue': teamHue(team?.name ?? '') } as CSSProperties & Record<'--hue' | '--size', unknown>;
  if (size !== 20) style['--size'] = `${size}px`;
  return (
    <span className="team-logo team-logo--initials" aria-hidden="true" style={style}>
      {initials(team)}
    </span>
  );
}
