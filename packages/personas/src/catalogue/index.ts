import type { PersonaInput } from '../schema';
import { aishaRahman } from './aisha-rahman';
import { ethanPark } from './ethan-park';
import { garethHughes } from './gareth-hughes';
import { haroldJenkins } from './harold-jenkins';
import { jaydenWilliams } from './jayden-williams';
import { lauraBennett } from './laura-bennett';
import { priyaSharma } from './priya-sharma';
import { rayDelgado } from './ray-delgado';
import { tomaszNowak } from './tomasz-nowak';
import { tylerMorgan } from './tyler-morgan';
import { vanessaCole } from './vanessa-cole';

/** Every catalogue persona, one file each in this folder, in alphabetical order of id. */
export const CATALOGUE: PersonaInput[] = [
  aishaRahman,
  ethanPark,
  garethHughes,
  haroldJenkins,
  jaydenWilliams,
  lauraBennett,
  priyaSharma,
  rayDelgado,
  tomaszNowak,
  tylerMorgan,
  vanessaCole,
];
