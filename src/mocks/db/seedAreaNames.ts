import type { ContentLang } from './seedContent'

/**
 * The catalogue's own names for its regions and Global, in every store language. Countries
 * need no table: Intl names them in any language. The storefront shows these same names from
 * its message files (home.json `regions`); a unit test keeps the two equal, so a traveller can
 * type exactly what the page shows.
 */
// prettier-ignore
export const REGION_NAMES: Readonly<Record<string, Readonly<Record<ContentLang, string>>>> = {
  EU: { en: 'Europe', ja: 'ヨーロッパ', de: 'Europa', es: 'Europa', tr: 'Avrupa', 'zh-CN': '欧洲', 'zh-HK': '歐洲' },
  AS: { en: 'Asia', ja: 'アジア', de: 'Asien', es: 'Asia', tr: 'Asya', 'zh-CN': '亚洲', 'zh-HK': '亞洲' },
  NA: { en: 'North America', ja: '北米', de: 'Nordamerika', es: 'Norteamérica', tr: 'Kuzey Amerika', 'zh-CN': '北美洲', 'zh-HK': '北美洲' },
  LATAM: { en: 'Latin America', ja: '中南米', de: 'Lateinamerika', es: 'Latinoamérica', tr: 'Latin Amerika', 'zh-CN': '拉丁美洲', 'zh-HK': '拉丁美洲' },
  ME: { en: 'Middle East', ja: '中東', de: 'Naher Osten', es: 'Oriente Medio', tr: 'Orta Doğu', 'zh-CN': '中东', 'zh-HK': '中東' },
  AF: { en: 'Africa', ja: 'アフリカ', de: 'Afrika', es: 'África', tr: 'Afrika', 'zh-CN': '非洲', 'zh-HK': '非洲' },
  OC: { en: 'Oceania', ja: 'オセアニア', de: 'Ozeanien', es: 'Oceanía', tr: 'Okyanusya', 'zh-CN': '大洋洲', 'zh-HK': '大洋洲' },
  CB: { en: 'Caribbean', ja: 'カリブ海諸国', de: 'Karibik', es: 'Caribe', tr: 'Karayipler', 'zh-CN': '加勒比地区', 'zh-HK': '加勒比海地區' },
  BK: { en: 'Balkans', ja: 'バルカン諸国', de: 'Balkan', es: 'Balcanes', tr: 'Balkanlar', 'zh-CN': '巴尔干地区', 'zh-HK': '巴爾幹地區' },
  SEA: { en: 'Southeast Asia', ja: '東南アジア', de: 'Südostasien', es: 'Sudeste asiático', tr: 'Güneydoğu Asya', 'zh-CN': '东南亚', 'zh-HK': '東南亞' },
  CHM: { en: 'China, Hong Kong & Macau', ja: '中国・香港・マカオ', de: 'China, Hongkong und Macau', es: 'China, Hong Kong y Macao', tr: 'Çin, Hong Kong ve Makao', 'zh-CN': '中国大陆及港澳', 'zh-HK': '中國內地、香港及澳門' },
  GLOBAL: { en: 'Global', ja: '世界各国', de: 'Weltweit', es: 'Global', tr: 'Küresel', 'zh-CN': '全球', 'zh-HK': '全球' },
}

/**
 * What travellers type instead of the official name (and the everyday names the storefront shows
 * where Intl's differ, locales/<lng>/areas.json: a unit test keeps them findable), in any language: abbreviations, the
 * political name for the geographic one, the subregion they have in mind. A search matches an
 * alias in every language, since a German on the English site still types "Asien".
 */
// prettier-ignore
export const AREA_ALIASES: Readonly<Record<string, readonly string[]>> = {
  KR: ['Korea', 'Südkorea', 'Corea', 'Kore', '韩国', '南韓', '韓國'],
  US: ['USA', 'United States of America', 'America', 'Amerika', 'EE. UU.', 'EEUU', 'ABD', 'アメリカ', '米国', 'ハワイ', '美国', '美國'],
  GB: ['UK', 'Britain', 'Great Britain', 'Großbritannien', 'England', 'Scotland', 'Wales', 'Inglaterra', 'İngiltere', 'イギリス', '英国', '英國'],
  ID: ['バリ島', 'バリ'],
  PF: ['タヒチ'],
  AE: ['UAE', 'Dubai', 'Dubái', 'Emiratos', 'Abu Dhabi', 'VAE', 'EAU', 'BAE', 'ドバイ', '阿联酋', '阿聯酋', '迪拜', '杜拜'],
  CV: ['Kap Verde', 'Kapverden', 'Yeşil Burun Adaları'],
  CN: ['中國內地', '內地', '中國大陸', '中国大陆', '大陆', '内地'],
  TW: ['台湾', '中国台湾', '台灣', '中國台灣'],
  HK: ['香港', '中国香港', '中國香港'],
  MO: ['澳门', '中国澳门', '澳門', '中國澳門'],
  CZ: ['Czech Republic', 'Tschechien', 'Çek Cumhuriyeti', 'República Checa'],
  NL: ['Holland', 'Holanda', 'Hollanda', 'オランダ'],
  TR: ['Türkiye', 'Turkiye', 'Turkey'],
  EU: ['EU', 'European Union', 'Schengen', 'Europäische Union', 'Unión Europea', 'UE', 'AB', 'Avrupa Birliği', '欧州', '欧盟', '歐盟'],
  AS: ['Asia Pacific', 'APAC', 'Asien-Pazifik', 'Asia-Pacífico', 'Asya-Pasifik', 'アジア太平洋', '亚太', '亞太'],
  NA: ['USA and Canada', 'USA & Canada', 'América del Norte', '北アメリカ', '北美'],
  LATAM: ['South America', 'Central America', 'Südamerika', 'Mittelamerika', 'América Latina', 'América del Sur', 'Sudamérica', 'Centroamérica', 'Güney Amerika', 'Orta Amerika', '南米', 'ラテンアメリカ', '南美', '南美洲', '中南美'],
  ME: ['Mideast', 'Gulf', 'GCC', 'Nahost', 'Mittlerer Osten', 'Golf', 'Medio Oriente', 'Ortadoğu', 'Körfez', '海湾', '海灣', '中东地区', '中東地區'],
  AF: ['Afrique'],
  OC: ['Australasia', 'Australien und Ozeanien', 'Australia y Oceanía', 'Avustralya', 'オーストラリア・オセアニア', '澳新', '澳紐'],
  CB: ['Caribbean islands', 'Karibische Inseln', 'Islas del Caribe', 'Karayip', 'カリブ', '加勒比', '加勒比海'],
  BK: ['Balkan Peninsula', 'Balkanhalbinsel', 'Península balcánica', 'バルカン', 'バルカン半島', '巴尔干', '巴爾幹'],
  SEA: ['SE Asia', 'ASEAN', 'South East Asia', 'Südost-Asien', 'Sudeste de Asia', 'Sudeste Asiático', '東南亜', '东南亚地区', '東南亞地區'],
  CHM: ['Greater China', 'Großchina', 'Gran China', 'Büyük Çin', '中華圏', '大中华', '大中華', '港澳', '中港澳'],
  GLOBAL: ['World', 'Worldwide', 'International', 'Welt', 'Mundo', 'Mundial', 'Internacional', 'Dünya', 'Uluslararası', '世界', 'グローバル', '海外', '全世界', '国际', '國際', '全球通用'],
}
