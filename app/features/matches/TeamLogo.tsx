import { initials, teamHue } from './format.ts';
import type { RowTeam } from './match-row.ts';

/** A team's logo, or its initials on a colour of its own when the feed has no logo. */
export function TeamLogo({ team, size = 20 }: { team: RowTeam | null; size?: number }) {
  if (team?.logo) {
    return <img className="team-logo" src={team.logo} alt="" width={size} height={size} loading="lazy" />;
  }
  return (
    <span
      className="team-logo team-logo--initials"
      aria-hidden="true"
      style={{
        inlineSize: size,
        blockSize: size,
        backgroundColor: `hsl(${teamHue(team?.name ?? '')} 45% 32%)`,
      }}
    >
      {initials(team)}
    </span>
  );
}
