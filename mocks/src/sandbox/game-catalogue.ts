// The sandbox's game catalogue beyond the contract's examples.
// The examples show 54 slots but only one to three games of each other
// category; with these every category of spec §3 (RNG, LIVE, PVP, FISH,
// SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT) has games of several providers, so
// the category pages and the game list's filters (gameType, vassalage,
// gameClassify, minBet, gameName) can be checked on the sandbox.
//
// Providers are the vendors of the contract's vendor mapping (getGameVendorMapping
// "full"), with their display names; the vendors that launch directly keep the
// mapping's node id and game id (30301 Sexy Gaming …), so launching or
// recording one as a recent game finds it. Images are the contract's mock
// images (mocks/assets/): a game without its own picture shows its vendor's logo.
import type { Schemas } from "./handler-types.ts";

type Game = Schemas["Game"];
type Category = Schemas["GameCategory"];

interface Vendor {
  vassalage: string;
  displayName: string;
  logo: string;
}

const vendor = (vassalage: string, displayName: string, logo: string): Vendor => ({ vassalage, displayName, logo: `/mock-assets/vendors/${logo}.svg` });

const EVO = vendor("EVO", "Evolution", "evo");
const SEXY = vendor("SEXY", "Sexy Gaming", "sexy");
const AG = vendor("AG", "Asia Gaming", "ag");
const DG = vendor("DG", "Dream Gaming", "dg");
const KY = vendor("KY", "Kaiyuan Chess", "ky");
const BG = vendor("BG", "Big Gaming", "bg");
const JL = vendor("JL", "JILI", "jl");
const FC = vendor("FC", "Fa Chai", "fc");
const JDB = vendor("JDB", "JDB Gaming", "jdb");
const SABA = vendor("SABA", "SABA Sports", "saba");
const IMES = vendor("IMES", "IM eSports", "imes");
const TF = vendor("TF", "TF Gaming", "tf");
const AV = vendor("AV", "AV eSports", "av");
const DS88 = vendor("DS88", "DS88 Sabong", "ds88");
const DIG = vendor("DIG", "DIG Cockfight", "dig");
const LOTT = vendor("LOTT", "TCG Lottery", "lott");
const TCG_SEA = vendor("TCG_SEA", "TCG SEA Lottery", "tcg-sea");
const TCG_LOTTO_VN = vendor("TCG_LOTTO_VN", "TCG Lotto VN", "tcg-lotto-vn");
const ELOTT = vendor("ELOTT", "TCG Entertainment Lottery", "elott");

interface Details {
  minBet?: number;
  /** A picture of its own among mocks/assets/games (else the vendor's logo). */
  image?: string;
  roomId?: string;
  gameCode?: string;
  lottoMode?: string;
  isNew?: 0 | 1;
  freeplay?: boolean;
  gameClassifyNew?: string;
}

function game(nodeId: number, gameType: Category, by: Vendor, gameName: string, gameId: string, details: Details = {}): Game {
  const image = details.image ? `/mock-assets/games/${details.image}.svg` : by.logo;
  return {
    nodeId,
    vassalage: by.vassalage,
    displayName: by.displayName,
    gameName,
    nodeName: gameName,
    showIcon: null,
    iconUrl: image,
    mobileLargeIcon: null,
    gameId,
    gameCode: details.gameCode ?? gameId,
    gameType,
    gameClassify: "",
    gameClassifyNew: details.gameClassifyNew ?? null,
    minBet: details.minBet ?? 1,
    isNew: details.isNew ?? 0,
    roomId: details.roomId ?? null,
    supportPlay: true,
    isGameH5: "1",
    freeplay: details.freeplay ?? false,
    lottoMode: details.lottoMode ?? null,
  };
}

/** The games the sandbox lists besides the contract's examples, by category. */
export const CATALOGUE_GAMES: readonly Game[] = [
  // LIVE: the examples hold Lightning Roulette, Crazy Time, Sexy Baccarat and AG Baccarat.
  game(30301, "LIVE", SEXY, "Sexy Gaming Lobby", "MX-LIVE-001", { roomId: "lobby" }),
  game(30302, "LIVE", AG, "AG Live Lobby", "BAC", { roomId: "lobby" }),
  game(30303, "LIVE", DG, "DG Live Lobby", "DG-LOBBY", { roomId: "lobby" }),
  game(40201, "LIVE", EVO, "Lightning Baccarat", "lightningbaccarat", { gameClassifyNew: "HOT" }),
  game(40202, "LIVE", EVO, "Mega Ball", "megaball", { minBet: 0.1 }),
  game(40203, "LIVE", EVO, "Speed Baccarat A", "speedbaccarata", { roomId: "SBA1" }),
  game(40204, "LIVE", EVO, "Infinite Blackjack", "infiniteblackjack", { minBet: 0.5 }),
  game(40205, "LIVE", EVO, "Dream Catcher", "dreamcatcher", { minBet: 0.1 }),
  game(40211, "LIVE", SEXY, "Sexy Dragon Tiger", "MX-LIVE-006", { roomId: "DT1" }),
  game(40212, "LIVE", SEXY, "Sexy Roulette", "MX-LIVE-009", { roomId: "RL1" }),
  game(40221, "LIVE", AG, "AG Dragon Tiger", "DT", { roomId: "DT01" }),
  game(40222, "LIVE", AG, "AG Sic Bo", "SHB", { roomId: "SB01" }),
  game(40231, "LIVE", DG, "DG Baccarat", "DG-BAC", { roomId: "B1" }),
  game(40232, "LIVE", DG, "DG Bull Bull", "DG-NN", { roomId: "N1" }),

  // PVP (poker and card games): the examples hold Texas Hold'em and Niu Niu.
  game(30311, "PVP", BG, "BG Chess Lobby", "BG-CHESS"),
  game(40301, "PVP", KY, "Dou Dizhu", "610", { minBet: 0.5, freeplay: true }),
  game(40302, "PVP", KY, "Sam Gong", "860", { minBet: 0.5 }),
  game(40303, "PVP", KY, "Mahjong Duel", "720", { minBet: 0.5 }),
  game(40304, "PVP", KY, "Blackjack", "600", { minBet: 0.5 }),
  game(40311, "PVP", BG, "BG Texas Hold'em", "BG-TEXAS"),
  game(40312, "PVP", BG, "BG Rummy", "BG-RUMMY", { minBet: 0.5 }),

  // FISH: the examples hold Jackpot Fishing, Fishing Disco and Dinosaur Tycoon.
  game(40401, "FISH", JL, "Happy Fishing", "82", { minBet: 0.1, freeplay: true }),
  game(40402, "FISH", JL, "Dragon Fortune", "60", { minBet: 0.1, freeplay: true }),
  game(40403, "FISH", JL, "Boom Legend", "71", { minBet: 0.1 }),
  game(40411, "FISH", FC, "Bao Chuan Fishing", "21004", { minBet: 0.1 }),
  game(40412, "FISH", FC, "Fortune King Fishing", "21007", { minBet: 0.1 }),
  game(40421, "FISH", JDB, "Fishing Yilufa", "7001F", { minBet: 0.1 }),
  game(40422, "FISH", JDB, "Cai Shen Fishing", "7005F", { minBet: 0.1 }),

  // SPORTS: the example holds the SABA Sportsbook.
  game(40501, "SPORTS", SABA, "SABA Virtual Sports", "SABA-VS"),
  game(40502, "SPORTS", SABA, "SABA Number Game", "SABA-NG"),
  game(40503, "SPORTS", SABA, "SABA Basketball", "SABA-BB"),

  // ESPORTS: vendors the mapping lists under SPORTS (spec §4 splits them out).
  game(30321, "ESPORTS", IMES, "IM eSports", "IMES"),
  game(30322, "ESPORTS", TF, "TF Gaming eSports", "TF"),
  game(30323, "ESPORTS", AV, "AV eSports", "AV"),
  game(40601, "ESPORTS", IMES, "League of Legends Live", "IMES-LOL"),
  game(40602, "ESPORTS", TF, "Dota 2 Live", "TF-DOTA2"),

  // COCKFIGHT: the example holds DS88 Sabong.
  game(30331, "COCKFIGHT", DIG, "DIG Cockfight", "DIG"),
  game(40701, "COCKFIGHT", DS88, "DS88 Sabong International", "DS88-INT"),

  // LOTT and ELOTT (4D): they open the lottery launch (spec §7).
  game(30341, "LOTT", TCG_SEA, "TCG SEA Lottery", "lobby", { gameCode: "lobby", lottoMode: "SEA_Tradition_Mobile" }),
  game(40801, "LOTT", LOTT, "TCG Lottery", "lobby", { gameCode: "lobby" }),
  game(40802, "LOTT", LOTT, "Magnum 4D", "M4D", { gameCode: "M4D" }),
  game(30351, "ELOTT", ELOTT, "TCG Entertainment Lottery", "lobby", { gameCode: "lobby" }),
  game(40811, "ELOTT", TCG_LOTTO_VN, "Vietnam Lottery", "lobby", { gameCode: "lobby" }),
];
