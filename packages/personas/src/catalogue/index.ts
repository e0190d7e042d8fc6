import type { PersonaInput } from '../schema';
import { ahmedKarimi } from './ahmed-karimi';
import { aishaRahman } from './aisha-rahman';
import { alexMorgan } from './alex-morgan';
import { amaraOkafor } from './amara-okafor';
import { andreBaptiste } from './andre-baptiste';
import { bernardOkoye } from './bernard-okoye';
import { callumFraser } from './callum-fraser';
import { chloeBauer } from './chloe-bauer';
import { danaWhitfield } from './dana-whitfield';
import { danielCho } from './daniel-cho';
import { danielaRossi } from './daniela-rossi';
import { davidForsyth } from './david-forsyth';
import { deniseWashington } from './denise-washington';
import { devMalhotra } from './dev-malhotra';
import { dorothyHayes } from './dorothy-hayes';
import { eileenFraser } from './eileen-fraser';
import { ellieWard } from './ellie-ward';
import { esperanzaMorales } from './esperanza-morales';
import { ethanPark } from './ethan-park';
import { fatimaBenali } from './fatima-benali';
import { frankMiller } from './frank-miller';
import { garethHughes } from './gareth-hughes';
import { garethPryce } from './gareth-pryce';
import { grahamWhitley } from './graham-whitley';
import { hanaSato } from './hana-sato';
import { hannahWhitaker } from './hannah-whitaker';
import { haroldJenkins } from './harold-jenkins';
import { helenMarsh } from './helen-marsh';
import { isabelleMoreau } from './isabelle-moreau';
import { jasmineOrtiz } from './jasmine-ortiz';
import { jaydenWilliams } from './jayden-williams';
import { jordanEllis } from './jordan-ellis';
import { kaylaRobinson } from './kayla-robinson';
import { kevinDoyle } from './kevin-doyle';
import { kevinTran } from './kevin-tran';
import { kirstenDahl } from './kirsten-dahl';
import { kwameMensah } from './kwame-mensah';
import { lauraBennett } from './laura-bennett';
import { leoFischer } from './leo-fischer';
import { liamBrennan } from './liam-brennan';
import { lindaHaugen } from './linda-haugen';
import { lucyBennett } from './lucy-bennett';
import { marcusJohnson } from './marcus-johnson';
import { marcusReid } from './marcus-reid';
import { margaretOconnell } from './margaret-oconnell';
import { mateoHerrera } from './mateo-herrera';
import { mayaThompson } from './maya-thompson';
import { meiChen } from './mei-chen';
import { meiLinZhou } from './mei-lin-zhou';
import { miguelTorres } from './miguel-torres';
import { nadiaHussain } from './nadia-hussain';
import { nadiaPetrova } from './nadia-petrova';
import { nathanBrooks } from './nathan-brooks';
import { nicoleHarper } from './nicole-harper';
import { oliviaGrant } from './olivia-grant';
import { patriciaWalsh } from './patricia-walsh';
import { peterLindqvist } from './peter-lindqvist';
import { piotrZielinski } from './piotr-zielinski';
import { priyaNair } from './priya-nair';
import { priyaSharma } from './priya-sharma';
import { rachelAdeyemi } from './rachel-adeyemi';
import { rachelSinclair } from './rachel-sinclair';
import { rajIyer } from './raj-iyer';
import { raniaAlKhatib } from './rania-al-khatib';
import { rayDelgado } from './ray-delgado';
import { rebeccaStein } from './rebecca-stein';
import { rileyShaw } from './riley-shaw';
import { samOkoro } from './sam-okoro';
import { samuelAdeyemi } from './samuel-adeyemi';
import { sofiaReyes } from './sofia-reyes';
import { sophieClarke } from './sophie-clarke';
import { tomHargreaves } from './tom-hargreaves';
import { tomaszNowak } from './tomasz-nowak';
import { troyJackson } from './troy-jackson';
import { tylerMorgan } from './tyler-morgan';
import { vanessaCole } from './vanessa-cole';
import { vikramSingh } from './vikram-singh';
import { walterSchmidt } from './walter-schmidt';
import { winstonCampbell } from './winston-campbell';
import { zaraAli } from './zara-ali';

/** Every catalogue persona, one file each in this folder, in alphabetical order of id. */
export const CATALOGUE: PersonaInput[] = [
  ahmedKarimi,
  aishaRahman,
  alexMorgan,
  amaraOkafor,
  andreBaptiste,
  bernardOkoye,
  callumFraser,
  chloeBauer,
  danaWhitfield,
  danielCho,
  danielaRossi,
  davidForsyth,
  deniseWashington,
  devMalhotra,
  dorothyHayes,
  eileenFraser,
  ellieWard,
  esperanzaMorales,
  ethanPark,
  fatimaBenali,
  frankMiller,
  garethHughes,
  garethPryce,
  grahamWhitley,
  hanaSato,
  hannahWhitaker,
  haroldJenkins,
  helenMarsh,
  isabelleMoreau,
  jasmineOrtiz,
  jaydenWilliams,
  jordanEllis,
  kaylaRobinson,
  kevinDoyle,
  kevinTran,
  kirstenDahl,
  kwameMensah,
  lauraBennett,
  leoFischer,
  liamBrennan,
  lindaHaugen,
  lucyBennett,
  marcusJohnson,
  marcusReid,
  margaretOconnell,
  mateoHerrera,
  mayaThompson,
  meiChen,
  meiLinZhou,
  miguelTorres,
  nadiaHussain,
  nadiaPetrova,
  nathanBrooks,
  nicoleHarper,
  oliviaGrant,
  patriciaWalsh,
  peterLindqvist,
  piotrZielinski,
  priyaNair,
  priyaSharma,
  rachelAdeyemi,
  rachelSinclair,
  rajIyer,
  raniaAlKhatib,
  rayDelgado,
  rebeccaStein,
  rileyShaw,
  samOkoro,
  samuelAdeyemi,
  sofiaReyes,
  sophieClarke,
  tomHargreaves,
  tomaszNowak,
  troyJackson,
  tylerMorgan,
  vanessaCole,
  vikramSingh,
  walterSchmidt,
  winstonCampbell,
  zaraAli,
];
