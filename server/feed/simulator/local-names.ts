/**
 * The simulated subjects' names in other languages and scripts, as Chinese, Korean and Japanese data
 * providers give them: Chinese names for every competition of the traditional sports and every
 * esports league, Korean and Japanese ones for their countries' leagues; the clubs, franchises and
 * people of China, Korea and Japan in their own script (and Japanese and Korean clubs in Chinese,
 * as Chinese score sites write them). Esports teams and handles keep their Latin names, as the scene
 * does. A pure function of the Latin name (no random draw), so no other draw of the simulator moves.
 */
import type { LocalNames } from '../../../shared/games/names.ts';

type Scripts = { zh_CN?: string; zh_tw?: string; ko?: string; jp?: string };

/** Towns of China, Korea and Japan (names.ts `TOWNS`) in their scripts. */
const TOWNS: Readonly<Record<string, Scripts>> = {
  // China
  Jinling: { zh_CN: '金陵', zh_tw: '金陵' },
  Haibin: { zh_CN: '海滨', zh_tw: '海濱' },
  Qingshan: { zh_CN: '青山', zh_tw: '青山' },
  Longcheng: { zh_CN: '龙城', zh_tw: '龍城' },
  Nanhai: { zh_CN: '南海', zh_tw: '南海' },
  Xinghe: { zh_CN: '星河', zh_tw: '星河' },
  Baiyun: { zh_CN: '白云', zh_tw: '白雲' },
  Dongfang: { zh_CN: '东方', zh_tw: '東方' },
  Huaxi: { zh_CN: '华西', zh_tw: '華西' },
  Yunling: { zh_CN: '云岭', zh_tw: '雲嶺' },
  Songjiang: { zh_CN: '松江', zh_tw: '松江' },
  Tianhe: { zh_CN: '天河', zh_tw: '天河' },
  Beishan: { zh_CN: '北山', zh_tw: '北山' },
  Jiangnan: { zh_CN: '江南', zh_tw: '江南' },
  Zhongyuan: { zh_CN: '中原', zh_tw: '中原' },
  Xiling: { zh_CN: '西陵', zh_tw: '西陵' },
  // Korea
  Haedong: { ko: '해동', zh_CN: '海东', zh_tw: '海東' },
  Cheongsan: { ko: '청산', zh_CN: '青山', zh_tw: '青山' },
  Namhae: { ko: '남해', zh_CN: '南海', zh_tw: '南海' },
  Baekdu: { ko: '백두', zh_CN: '白头', zh_tw: '白頭' },
  Seoraksan: { ko: '설악산', zh_CN: '雪岳山', zh_tw: '雪嶽山' },
  Hanbit: { ko: '한빛', zh_CN: '韩光', zh_tw: '韓光' },
  Geumgang: { ko: '금강', zh_CN: '金刚', zh_tw: '金剛' },
  Dongbaek: { ko: '동백', zh_CN: '冬柏', zh_tw: '冬柏' },
  Mirae: { ko: '미래', zh_CN: '未来', zh_tw: '未來' },
  Saebyeok: { ko: '새벽', zh_CN: '黎明', zh_tw: '黎明' },
  // Japan
  Minatomachi: { jp: '港町', zh_CN: '港町', zh_tw: '港町' },
  Kawashiro: { jp: '川城', zh_CN: '川城', zh_tw: '川城' },
  'Aoyama Kita': { jp: '青山北', zh_CN: '青山北', zh_tw: '青山北' },
  Hanazono: { jp: '花園', zh_CN: '花园', zh_tw: '花園' },
  Sakuragaoka: { jp: '桜丘', zh_CN: '樱丘', zh_tw: '櫻丘' },
  Kitahama: { jp: '北浜', zh_CN: '北滨', zh_tw: '北濱' },
  Fujimino: { jp: '富士見野', zh_CN: '富士见野', zh_tw: '富士見野' },
  Takayama: { jp: '高山', zh_CN: '高山', zh_tw: '高山' },
  Shirakawa: { jp: '白川', zh_CN: '白川', zh_tw: '白川' },
  Midorigaoka: { jp: '緑ヶ丘', zh_CN: '绿丘', zh_tw: '綠丘' },
  Umihara: { jp: '海原', zh_CN: '海原', zh_tw: '海原' },
  Hoshizora: { jp: '星空', zh_CN: '星空', zh_tw: '星空' },
  Kazenomori: { jp: '風の森', zh_CN: '风之森', zh_tw: '風之森' },
  Tsukimura: { jp: '月村', zh_CN: '月村', zh_tw: '月村' },
  Asahigawa: { jp: '旭川', zh_CN: '旭川', zh_tw: '旭川' },
  Yamabuki: { jp: '山吹', zh_CN: '山吹', zh_tw: '山吹' },
  Nishinomori: { jp: '西の森', zh_CN: '西之森', zh_tw: '西之森' },
  Higashiura: { jp: '東浦', zh_CN: '东浦', zh_tw: '東浦' },
};

/** Franchise mascots (names.ts `MASCOTS`): Chinese by meaning, Korean and Japanese by sound. */
const MASCOTS: Readonly<Record<string, Scripts>> = {
  Hawks: { zh_CN: '雄鹰', zh_tw: '雄鷹', ko: '호크스', jp: 'ホークス' },
  Comets: { zh_CN: '彗星', zh_tw: '彗星', ko: '코메츠', jp: 'コメッツ' },
  Titans: { zh_CN: '泰坦', zh_tw: '泰坦', ko: '타이탄스', jp: 'タイタンズ' },
  Falcons: { zh_CN: '猎鹰', zh_tw: '獵鷹', ko: '팰컨스', jp: 'ファルコンズ' },
  Pioneers: { zh_CN: '先锋', zh_tw: '先鋒', ko: '파이오니어스', jp: 'パイオニアーズ' },
  Stallions: { zh_CN: '骏马', zh_tw: '駿馬', ko: '스탤리언스', jp: 'スタリオンズ' },
  Monarchs: { zh_CN: '君主', zh_tw: '君主', ko: '모나크스', jp: 'モナークス' },
  Rangers: { zh_CN: '游骑兵', zh_tw: '遊騎兵', ko: '레인저스', jp: 'レンジャーズ' },
  Cyclones: { zh_CN: '旋风', zh_tw: '旋風', ko: '사이클론스', jp: 'サイクロンズ' },
  Mariners: { zh_CN: '水手', zh_tw: '水手', ko: '매리너스', jp: 'マリナーズ' },
  Wolves: { zh_CN: '战狼', zh_tw: '戰狼', ko: '울브스', jp: 'ウルブズ' },
  Grizzlies: { zh_CN: '灰熊', zh_tw: '灰熊', ko: '그리즐리스', jp: 'グリズリーズ' },
  Thunder: { zh_CN: '雷霆', zh_tw: '雷霆', ko: '썬더', jp: 'サンダー' },
  Raptors: { zh_CN: '猛龙', zh_tw: '猛龍', ko: '랩터스', jp: 'ラプターズ' },
  Knights: { zh_CN: '骑士', zh_tw: '騎士', ko: '나이츠', jp: 'ナイツ' },
  Vipers: { zh_CN: '毒蛇', zh_tw: '毒蛇', ko: '바이퍼스', jp: 'ヴァイパーズ' },
  Storm: { zh_CN: '风暴', zh_tw: '風暴', ko: '스톰', jp: 'ストーム' },
  Chargers: { zh_CN: '闪电', zh_tw: '閃電', ko: '차저스', jp: 'チャージャーズ' },
  Outlaws: { zh_CN: '亡命者', zh_tw: '亡命者', ko: '아웃로스', jp: 'アウトローズ' },
  Sentinels: { zh_CN: '哨兵', zh_tw: '哨兵', ko: '센티널스', jp: 'センチネルズ' },
  Dragons: { zh_CN: '飞龙', zh_tw: '飛龍', ko: '드래곤즈', jp: 'ドラゴンズ' },
  Phoenix: { zh_CN: '凤凰', zh_tw: '鳳凰', ko: '피닉스', jp: 'フェニックス' },
  Tigers: { zh_CN: '猛虎', zh_tw: '猛虎', ko: '타이거즈', jp: 'タイガース' },
  Sharks: { zh_CN: '鲨鱼', zh_tw: '鯊魚', ko: '샤크스', jp: 'シャークス' },
  Bison: { zh_CN: '野牛', zh_tw: '野牛', ko: '바이슨스', jp: 'バイソンズ' },
  Owls: { zh_CN: '猫头鹰', zh_tw: '貓頭鷹', ko: '아울스', jp: 'アウルズ' },
  Lynx: { zh_CN: '山猫', zh_tw: '山貓', ko: '링크스', jp: 'リンクス' },
  Hornets: { zh_CN: '黄蜂', zh_tw: '黃蜂', ko: '호네츠', jp: 'ホーネッツ' },
  Royals: { zh_CN: '皇家', zh_tw: '皇家', ko: '로열스', jp: 'ロイヤルズ' },
  Strikers: { zh_CN: '前锋', zh_tw: '前鋒', ko: '스트라이커스', jp: 'ストライカーズ' },
};

/** Japanese clubs' name patterns (names.ts `CLUB_PATTERNS.JP`), by script. */
const JP_CLUB_PATTERNS: ReadonlyArray<[RegExp, Scripts]> = [
  [/^(.+) FC$/, { jp: '{t}FC', zh_CN: '{t}FC', zh_tw: '{t}FC' }],
  [/^(.+) United$/, { jp: '{t}ユナイテッド', zh_CN: '{t}联', zh_tw: '{t}聯' }],
  [/^FC (.+)$/, { jp: 'FC{t}', zh_CN: 'FC{t}', zh_tw: 'FC{t}' }],
  [/^(.+) SC$/, { jp: '{t}SC', zh_CN: '{t}SC', zh_tw: '{t}SC' }],
];

function only(scripts: Scripts): LocalNames | undefined {
  const names = Object.fromEntries(Object.entries(scripts).filter(([, v]) => !!v)) as LocalNames;
  return Object.keys(names).length > 0 ? names : undefined;
}

/** A club's or franchise's names in other scripts (its Latin name as names.ts made it), if it has any. */
export function teamLocalNames(
  style: string,
  name: string,
  country: string | undefined,
): LocalNames | undefined {
  if (style === 'person') return personLocalNames(name, country);
  if (style === 'franchise') {
    const mascot = Object.keys(MASCOTS).find((m) => name.endsWith(` ${m}`));
    const town = mascot ? TOWNS[name.slice(0, -mascot.length - 1)] : undefined;
    const m = mascot ? MASCOTS[mascot] : undefined;
    if (!town || !m) return undefined;
    return only({
      zh_CN: town.zh_CN && m.zh_CN && `${town.zh_CN}${m.zh_CN}`,
      zh_tw: town.zh_tw && m.zh_tw && `${town.zh_tw}${m.zh_tw}`,
      ko: country === 'KR' && town.ko && m.ko ? `${town.ko} ${m.ko}` : undefined,
      jp: country === 'JP' && town.jp && m.jp ? `${town.jp}${m.jp}` : undefined,
    });
  }
  if (style === 'club' && country === 'JP') {
    for (const [pattern, scripts] of JP_CLUB_PATTERNS) {
      const town = TOWNS[name.match(pattern)?.[1] ?? ''];
      if (!town) continue;
      const fill = (form: string | undefined, t: string | undefined) =>
        form && t ? form.replace('{t}', t) : undefined;
      return only({
        jp: fill(scripts.jp, town.jp),
        zh_CN: fill(scripts.zh_CN, town.zh_CN),
        zh_tw: fill(scripts.zh_tw, town.zh_tw),
      });
    }
  }
  return undefined;
}

/** Chinese, Korean and Japanese given names and surnames (names.ts `FIRST`/`LAST`), by script. */
const ZH_SURNAMES: Readonly<Record<string, [string, string]>> = {
  Wang: ['王', '王'],
  Li: ['李', '李'],
  Zhang: ['张', '張'],
  Liu: ['刘', '劉'],
  Chen: ['陈', '陳'],
  Zhao: ['赵', '趙'],
  Huang: ['黄', '黃'],
  Zhou: ['周', '周'],
  Wu: ['吴', '吳'],
  Xu: ['徐', '徐'],
  Sun: ['孙', '孫'],
  Ma: ['马', '馬'],
  Gao: ['高', '高'],
};
const ZH_GIVEN: Readonly<Record<string, [string, string]>> = {
  Wei: ['伟', '偉'],
  Hao: ['浩', '浩'],
  Jun: ['军', '軍'],
  Lei: ['磊', '磊'],
  Yang: ['洋', '洋'],
  Chen: ['晨', '晨'],
  Bo: ['博', '博'],
  Tao: ['涛', '濤'],
  Xin: ['鑫', '鑫'],
  Yi: ['毅', '毅'],
  Mei: ['美', '美'],
  Lin: ['琳', '琳'],
  Jing: ['静', '靜'],
  Xiao: ['晓', '曉'],
};
const KO_SURNAMES: Readonly<Record<string, string>> = {
  Kim: '김',
  Lee: '이',
  Park: '박',
  Choi: '최',
  Jung: '정',
  Kang: '강',
  Yoon: '윤',
  Jang: '장',
  Lim: '임',
  Han: '한',
};
const KO_GIVEN: Readonly<Record<string, string>> = {
  'Min-jun': '민준',
  'Seo-jun': '서준',
  'Ji-ho': '지호',
  'Do-yun': '도윤',
  'Ha-joon': '하준',
  'Jae-won': '재원',
  'Hyun-woo': '현우',
  'Seo-yeon': '서연',
  'Ji-woo': '지우',
  'Su-ah': '수아',
};
/** Japanese, and the same characters as Chinese pages write them (simplified, traditional). */
const JA_SURNAMES: Readonly<Record<string, [string, string, string]>> = {
  Takahashi: ['高橋', '高桥', '高橋'],
  Nakamura: ['中村', '中村', '中村'],
  Kobayashi: ['小林', '小林', '小林'],
  Yamamoto: ['山本', '山本', '山本'],
  Inoue: ['井上', '井上', '井上'],
  Kimura: ['木村', '木村', '木村'],
  Hayashi: ['林', '林', '林'],
  Shimizu: ['清水', '清水', '清水'],
  Morita: ['森田', '森田', '森田'],
};
const JA_GIVEN: Readonly<Record<string, [string, string, string]>> = {
  Haruto: ['陽翔', '阳翔', '陽翔'],
  Yuto: ['悠斗', '悠斗', '悠斗'],
  Sota: ['蒼太', '苍太', '蒼太'],
  Ren: ['蓮', '莲', '蓮'],
  Kaito: ['海斗', '海斗', '海斗'],
  Riku: ['陸', '陆', '陸'],
  Daiki: ['大輝', '大辉', '大輝'],
  Takumi: ['拓海', '拓海', '拓海'],
  Yui: ['結衣', '结衣', '結衣'],
  Hina: ['陽菜', '阳菜', '陽菜'],
  Sakura: ['さくら', '樱', '櫻'],
  Aoi: ['葵', '葵', '葵'],
};

/**
 * A person's names in their own script (names.ts `personName`: "Wang Wei", "Kim Min-jun" family name
 * first; "Haruto Takahashi" given name first), written family name first without a space in Chinese
 * and Japanese, with one in Korean. Others have none.
 */
export function personLocalNames(name: string, country: string | undefined): LocalNames | undefined {
  const [a = '', b = ''] = name.split(' ');
  if (country === 'CN' || country === 'TW') {
    const family = ZH_SURNAMES[a];
    const given = ZH_GIVEN[b];
    if (!family || !given) return undefined;
    return { zh_CN: `${family[0]}${given[0]}`, zh_tw: `${family[1]}${given[1]}` };
  }
  if (country === 'KR') {
    const family = KO_SURNAMES[a];
    const given = KO_GIVEN[b];
    return family && given ? { ko: `${family}${given}` } : undefined;
  }
  if (country === 'JP') {
    const given = JA_GIVEN[a];
    const family = JA_SURNAMES[b];
    if (!family || !given) return undefined;
    return {
      jp: `${family[0]}${given[0]}`,
      zh_CN: `${family[1]}${given[1]}`,
      zh_tw: `${family[2]}${given[2]}`,
    };
  }
  return undefined;
}

/** The traditional sports' competitions (leagues.ts keys): Chinese always, Korean and Japanese at home. */
const COMPETITIONS: Readonly<Record<string, Scripts>> = {
  'albion-premier': { zh_CN: '阿尔比恩超级联赛', zh_tw: '阿爾比恩超級聯賽' },
  'liga-iberica': { zh_CN: '伊比利亚甲级联赛', zh_tw: '伊比利亞甲級聯賽' },
  bundesklasse: { zh_CN: '联邦级联赛', zh_tw: '聯邦級聯賽' },
  'serie-nazionale': { zh_CN: '国家甲级联赛', zh_tw: '國家甲級聯賽' },
  'j-pro': { zh_CN: 'J职业联赛', zh_tw: 'J職業聯賽', jp: 'Jプロリーグ' },
  'continental-champions': { zh_CN: '洲际冠军杯', zh_tw: '洲際冠軍盃' },
  'womens-super': { zh_CN: '女子超级联赛', zh_tw: '女子超級聯賽' },
  'u21-bundesklasse': { zh_CN: 'U21联邦级联赛', zh_tw: 'U21聯邦級聯賽' },
  'nations-futures': { zh_CN: '国家未来杯', zh_tw: '國家未來盃' },
  nbl: { zh_CN: '国家篮球联赛', zh_tw: '國家籃球聯賽' },
  'eastern-ba': { zh_CN: '东方篮球协会联赛', zh_tw: '東方籃球協會聯賽' },
  'liga-baloncesto': { zh_CN: '伊比利亚篮球联赛', zh_tw: '伊比利亞籃球聯賽' },
  ngl: { zh_CN: '国家橄榄球联盟', zh_tw: '國家美式足球聯盟' },
  'college-gridiron': { zh_CN: '大学橄榄球联会', zh_tw: '大學美式足球聯會' },
  'pacific-pro': { zh_CN: '太平洋职业棒球', zh_tw: '太平洋職業棒球', jp: 'パシフィック・プロ野球' },
  'korea-diamond': { zh_CN: '韩国钻石联赛', zh_tw: '韓國鑽石聯賽', ko: '코리아 다이아몬드 리그' },
  abc: { zh_CN: '美国棒球联赛', zh_tw: '美國棒球聯賽' },
  'premier-t20': { zh_CN: '超级T20联赛', zh_tw: '超級T20聯賽' },
  'coastal-bash': { zh_CN: '海岸T20狂欢赛', zh_tw: '海岸T20狂歡賽' },
  'county-blast': { zh_CN: '郡T20冲击赛', zh_tw: '郡T20衝擊賽' },
  'coastal-open': { zh_CN: '海岸公开赛', zh_tw: '海岸公開賽' },
  'capital-masters': { zh_CN: '首都大师赛', zh_tw: '首都大師賽' },
  'riviera-championships': { zh_CN: '里维埃拉锦标赛', zh_tw: '里維埃拉錦標賽' },
  'highlands-challenger': { zh_CN: '高地挑战赛', zh_tw: '高地挑戰賽' },
  'northern-masters': { zh_CN: '北方大师赛', zh_tw: '北方大師賽' },
  'snooker-grand-prix': { zh_CN: '斯诺克大奖赛', zh_tw: '斯諾克大獎賽' },
  'eastern-open': { zh_CN: '东方公开赛', zh_tw: '東方公開賽' },
  'volley-superleague': { zh_CN: '排球超级联赛', zh_tw: '排球超級聯賽' },
  'volley-premier': { zh_CN: '排球顶级联赛', zh_tw: '排球頂級聯賽' },
  'v-league-japan': { zh_CN: '日本V超级联赛', zh_tw: '日本V超級聯賽', jp: 'V.プレミア日本' },
  'jade-open': { zh_CN: '翡翠公开赛超级500', zh_tw: '翡翠公開賽超級500' },
  'thames-masters': { zh_CN: '泰晤士大师赛超级300', zh_tw: '泰晤士大師賽超級300' },
  'star-contender': { zh_CN: '新星挑战赛', zh_tw: '新星挑戰賽' },
  'pro-tt-series': { zh_CN: '职业乒乓球系列赛', zh_tw: '職業桌球系列賽' },
};

/** Esports games' names as Chinese, Korean and Japanese providers write them (by catalog id). */
const GAMES: Readonly<Record<number, Scripts>> = {
  1: { zh_CN: '英雄联盟', zh_tw: '英雄聯盟', ko: '리그 오브 레전드', jp: 'リーグ・オブ・レジェンド' },
  3: { zh_CN: '王者荣耀', zh_tw: '王者榮耀', ko: '아너 오브 킹즈', jp: '王者栄耀' },
  4: { ko: '도타 2' },
  5: { zh_CN: '绝地求生', zh_tw: '絕地求生', ko: '배틀그라운드' },
  6: { zh_CN: '和平精英', zh_tw: '絕地求生M', ko: '배틀그라운드 모바일' },
  7: { zh_CN: '英雄联盟手游', zh_tw: '英雄聯盟：激鬥峽谷', ko: '와일드 리프트', jp: 'ワイルドリフト' },
  8: { zh_CN: '使命召唤', zh_tw: '決勝時刻', ko: '콜 오브 듀티', jp: 'コール オブ デューティ' },
  14: { zh_CN: '无畏契约', zh_tw: '特戰英豪', ko: '발로란트' },
  16: { zh_CN: '穿越火线', zh_tw: '穿越火線', ko: '크로스파이어', jp: 'クロスファイア' },
  17: { zh_CN: '守望先锋', zh_tw: '鬥陣特攻', ko: '오버워치', jp: 'オーバーウォッチ' },
  18: { zh_CN: '星际争霸II', zh_tw: '星海爭霸II', ko: '스타크래프트 II', jp: 'スタークラフトII' },
  19: { zh_CN: '火箭联盟', zh_tw: '火箭聯盟', ko: '로켓 리그', jp: 'ロケットリーグ' },
  20: { zh_CN: '彩虹六号', zh_tw: '虹彩六號', ko: '레인보우 식스', jp: 'レインボーシックス' },
  21: { zh_CN: '炉石传说', zh_tw: '爐石戰記', ko: '하스스톤', jp: 'ハースストーン' },
  23: { zh_CN: '魔兽争霸III', zh_tw: '魔獸爭霸III', ko: '워크래프트 III', jp: 'ウォークラフトIII' },
  24: { zh_CN: '传说对决', zh_tw: '傳說對決', ko: '아레나 오브 발러', jp: '伝説対決' },
  25: { zh_CN: '无尽对决', zh_tw: '決勝巔峰', ko: '모바일 레전드', jp: 'モバイル・レジェンド' },
  26: { zh_CN: '永劫无间', zh_tw: '永劫無間', ko: '나라카', jp: 'ナラカ' },
  27: { zh_CN: '梦三国2', zh_tw: '夢三國2', ko: '몽삼국 2', jp: '夢三国2' },
  28: { zh_CN: '街头霸王5', zh_tw: '快打旋風V', ko: '스트리트 파이터 V', jp: 'ストリートファイターV' },
};
const REGIONS: Readonly<Record<string, Scripts>> = {
  Pacific: { zh_CN: '太平洋', zh_tw: '太平洋', ko: '퍼시픽', jp: 'パシフィック' },
  Europe: { zh_CN: '欧洲', zh_tw: '歐洲', ko: '유럽', jp: 'ヨーロッパ' },
  Americas: { zh_CN: '美洲', zh_tw: '美洲', ko: '아메리카스', jp: 'アメリカズ' },
  China: { zh_CN: '中国', zh_tw: '中國', ko: '중국', jp: '中国' },
  Korea: { zh_CN: '韩国', zh_tw: '韓國', ko: '코리아', jp: '韓国' },
  Japan: { zh_CN: '日本', zh_tw: '日本', ko: '일본', jp: '日本' },
  Brazil: { zh_CN: '巴西', zh_tw: '巴西', ko: '브라질', jp: 'ブラジル' },
};
const SUFFIXES: Readonly<Record<string, Scripts>> = {
  Championship: { zh_CN: '冠军赛', zh_tw: '冠軍賽', ko: '챔피언십', jp: 'チャンピオンシップ' },
  'Pro League': { zh_CN: '职业联赛', zh_tw: '職業聯賽', ko: '프로 리그', jp: 'プロリーグ' },
  Challengers: { zh_CN: '挑战者赛', zh_tw: '挑戰者賽', ko: '챌린저스', jp: 'チャレンジャーズ' },
  'Global Series': {
    zh_CN: '全球系列赛',
    zh_tw: '全球系列賽',
    ko: '글로벌 시리즈',
    jp: 'グローバルシリーズ',
  },
  Masters: { zh_CN: '大师赛', zh_tw: '大師賽', ko: '마스터스', jp: 'マスターズ' },
  Open: { zh_CN: '公开赛', zh_tw: '公開賽', ko: '오픈', jp: 'オープン' },
  League: { zh_CN: '联赛', zh_tw: '聯賽', ko: '리그', jp: 'リーグ' },
  Series: { zh_CN: '系列赛', zh_tw: '系列賽', ko: '시리즈', jp: 'シリーズ' },
  'World Championship': { zh_CN: '全球总决赛', zh_tw: '全球總決賽', ko: '월드 챔피언십', jp: '世界選手権' },
};

/**
 * A competition's names: the traditional sports' from the table above; an esports league's made of
 * its game's, region's and kind's names ("LoL Korea Pro League" → 英雄联盟韩国职业联赛, 리그 오브
 * 레전드 코리아 프로 리그). None where a part has no name in that script.
 */
export function leagueLocalNames(
  gameId: number,
  key: string,
  name: string,
  gameName: string,
): LocalNames | undefined {
  const listed = COMPETITIONS[key];
  if (listed) return only(listed);
  const game = GAMES[gameId];
  const rest = name.startsWith(`${gameName} `) ? name.slice(gameName.length + 1) : undefined;
  if (!game || rest === undefined) return undefined;
  const region = Object.keys(REGIONS).find((r) => rest.startsWith(`${r} `));
  const suffixText = region ? rest.slice(region.length + 1) : rest;
  const suffix = SUFFIXES[suffixText];
  const place = region ? REGIONS[region] : {};
  if (!suffix || !place) return undefined;
  const join = (lang: keyof Scripts, spaced: boolean) => {
    const parts = [game[lang], region ? place[lang] : '', suffix[lang]];
    if (parts.some((p) => p === undefined)) return undefined;
    return parts.filter((p) => p).join(spaced ? ' ' : '');
  };
  return only({
    zh_CN: join('zh_CN', false),
    zh_tw: join('zh_tw', false),
    ko: join('ko', true),
    jp: join('jp', false),
  });
}
