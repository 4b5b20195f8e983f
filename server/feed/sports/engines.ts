/** The engine of every sport family (see each family's file for its rules). */
import type { SportFamily } from '../../../shared/matches/model.ts';
import { americanFootballEngine } from './american-football.ts';
import { baseballEngine } from './baseball.ts';
import { basketballEngine } from './basketball.ts';
import { battleRoyaleEngine } from './battle-royale.ts';
import { cricketEngine } from './cricket.ts';
import { duelEngine } from './duel.ts';
import type { SportEngine } from './engine.ts';
import { footballEngine } from './football.ts';
import { mobaEngine } from './moba.ts';
import { setsEngine } from './sets.ts';
import { shooterEngine } from './shooter.ts';
import { snookerEngine } from './snooker.ts';
import { tennisEngine } from './tennis.ts';

export const ENGINES: Readonly<Record<SportFamily, SportEngine<unknown>>> = {
  football: footballEngine,
  basketball: basketballEngine,
  american_football: americanFootballEngine,
  tennis: tennisEngine,
  sets: setsEngine,
  baseball: baseballEngine,
  cricket: cricketEngine,
  snooker: snookerEngine,
  moba: mobaEngine,
  shooter: shooterEngine,
  battle_royale: battleRoyaleEngine,
  duel: duelEngine,
};
