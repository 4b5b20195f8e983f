/** The games feature's entry: a game's logo as the operator set it (the console's game catalog). */
export { GameLogo, useGameLogos } from './GameLogo.tsx';
