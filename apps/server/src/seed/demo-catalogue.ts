import type { HomeLinkTarget } from '@ffe/shared/domain/home-page';
import type {
  CategoryTable,
  GoodsCommentTable,
  GoodsSkuTable,
  GoodsTable,
  HomeLinkTable,
  HotWordTable,
} from '../db/schema';
import { categorySearchName, categorySearchNameEn, goodsSearchText } from '../modules/catalogue/goods-search-text';
import { linkColumns } from '../modules/home-page/home-page.mapper';
import {
  avatarPicture,
  bannerPicture,
  bouquetPicture,
  type Colour,
  type Flower,
  hashOf,
  iconPicture,
  MAX_ARRANGEMENT,
  mulberry32,
  type Wrap,
} from '../modules/images/pictures';
import { CATEGORY_NAMES_EN, GOODS_EN, type GoodsEnglish, HOME_LINKS_EN, HOT_WORDS_EN } from './demo-english';
import { DELIVERY_NOTES_EN, englishOf, FILLERS_EN, MATERIALS_EN, PACKAGING_EN } from './demo-english-details';
import { ADD_ON_CATEGORY, addOnGoods, giveOptions } from './demo-options';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Goods were listed over the last this many days. */
const LISTED_WITHIN_DAYS = 120;
/** Goods tagged 新品 were listed within this many days. */
const NEW_WITHIN_DAYS = 14;

/** What kind of goods a category sells: it decides the delivery notes and what customers talk about. */
type Line = 'fresh' | 'basket' | 'business' | 'preserved' | 'plant';

interface DemoCategory {
  id: string;
  name: string;
  icon: [Flower, Colour];
  line?: Line;
  children?: DemoCategory[];
}

const CATEGORY_TREE: DemoCategory[] = [
  {
    id: 'cat-love',
    name: '爱情鲜花',
    icon: ['rose', 'red'],
    children: [
      { id: 'cat-love-rose', name: '玫瑰花束', icon: ['rose', 'pink'] },
      { id: 'cat-love-confession', name: '表白求婚', icon: ['tulip', 'red'] },
      { id: 'cat-love-anniversary', name: '纪念日', icon: ['peony', 'pink'] },
    ],
  },
  {
    id: 'cat-birthday',
    name: '生日鲜花',
    icon: ['gerbera', 'pink'],
    children: [
      { id: 'cat-birthday-bouquet', name: '生日花束', icon: ['gerbera', 'orange'] },
      { id: 'cat-birthday-box', name: '生日礼盒', icon: ['hydrangea', 'pink'] },
    ],
  },
  {
    id: 'cat-friendship',
    name: '友情鲜花',
    icon: ['sunflower', 'yellow'],
    children: [
      { id: 'cat-friendship-sunflower', name: '向日葵', icon: ['sunflower', 'orange'] },
      { id: 'cat-friendship-graduation', name: '毕业季', icon: ['babysbreath', 'blue'] },
    ],
  },
  {
    id: 'cat-elders',
    name: '问候长辈',
    icon: ['carnation', 'pink'],
    children: [
      { id: 'cat-elders-mother', name: '送母亲', icon: ['carnation', 'red'] },
      { id: 'cat-elders-teacher', name: '送老师', icon: ['carnation', 'yellow'] },
      { id: 'cat-elders-visit', name: '探病慰问', icon: ['lily', 'yellow'] },
    ],
  },
  {
    id: 'cat-business',
    name: '商务花篮',
    icon: ['lily', 'white'],
    line: 'business',
    children: [
      { id: 'cat-business-desk', name: '前台桌花', icon: ['orchid', 'white'] },
      { id: 'cat-business-gift', name: '商务礼盒', icon: ['rose', 'champagne'] },
    ],
  },
  {
    id: 'cat-opening',
    name: '开业花篮',
    icon: ['gerbera', 'red'],
    line: 'basket',
    children: [
      { id: 'cat-opening-basket', name: '开业花篮', icon: ['gerbera', 'yellow'] },
      { id: 'cat-opening-tier', name: '落地花篮', icon: ['lily', 'pink'] },
    ],
  },
  {
    id: 'cat-preserved',
    name: '永生花',
    icon: ['rose', 'champagne'],
    line: 'preserved',
    children: [
      { id: 'cat-preserved-box', name: '永生花礼盒', icon: ['rose', 'red'] },
      { id: 'cat-preserved-dome', name: '玻璃罩', icon: ['rose', 'blue'] },
    ],
  },
  {
    id: 'cat-plants',
    name: '绿植盆栽',
    icon: ['orchid', 'purple'],
    line: 'plant',
    children: [
      { id: 'cat-plants-orchid', name: '蝴蝶兰', icon: ['orchid', 'pink'] },
      { id: 'cat-plants-desk', name: '桌面绿植', icon: ['hydrangea', 'blue'] },
    ],
  },
  {
    id: 'cat-festival',
    name: '节日专区',
    icon: ['tulip', 'pink'],
    children: [
      { id: 'cat-festival-valentine', name: '情人节', icon: ['rose', 'red'] },
      { id: 'cat-festival-mothers', name: '母亲节', icon: ['carnation', 'pink'] },
      { id: 'cat-festival-qixi', name: '七夕', icon: ['rose', 'purple'] },
    ],
  },
  { id: 'cat-weekly', name: '每周一花', icon: ['eustoma', 'champagne'] },
];

interface DemoGoods {
  name: string;
  category: string;
  look: [Flower, Colour, Wrap];
  /** Sale and market price in yuan. */
  price: [number, number];
  language: string;
  materials: string;
  packaging: string;
  description: string;
  tags: string[];
  stock?: number;
  status?: 'off_sale';
  /** Made-up goods carry their English texts; hand-written ones find theirs in GOODS_EN by name. */
  en?: GoodsEnglish;
  /** Made-up goods' materials in English; hand-written ones find theirs in MATERIALS_EN. */
  materialsEn?: string;
}

/** The hand-written demo goods; their position gives their id (goods-0001 is the first). */
const DEMO_GOODS: DemoGoods[] = [
  {
    name: '11枝红玫瑰花束·一心一意',
    category: 'cat-love-rose',
    look: ['rose', 'red', 'kraft'],
    price: [199, 269],
    language: '一心一意，我的眼里从此只有你。',
    materials: '红玫瑰11枝，尤加利叶3枝，石竹梅点缀',
    packaging: '韩式牛皮纸、酒红色缎带',
    description: '经典卡罗拉红玫瑰，花头饱满，简约牛皮纸包装，表白、纪念日和日常传情都合适。',
    tags: ['热销', '同城速达'],
  },
  {
    name: '19枝粉玫瑰花束·初恋',
    category: 'cat-love-rose',
    look: ['rose', 'pink', 'pink-paper'],
    price: [269, 339],
    language: '19枝玫瑰寓意忍耐与期待，愿这份初恋般的心动长久不变。',
    materials: '戴安娜粉玫瑰19枝，尤加利叶，满天星点缀',
    packaging: '粉色雾面纸、白色雪纱、香槟色缎带',
    description: '温柔的戴安娜粉玫瑰配白色雪纱，少女心满满，适合送给正在热恋的她。',
    tags: ['热销', '表白', '同城速达'],
  },
  {
    name: '33枝红玫瑰花束·三生三世',
    category: 'cat-love-rose',
    look: ['rose', 'red', 'black-paper'],
    price: [399, 499],
    language: '三生三世，爱你的心始终如一。',
    materials: '红玫瑰33枝，黄莺叶，尤加利叶',
    packaging: '黑色英文报纸、金色缎带',
    description: '33枝红玫瑰搭配高级黑色包装纸，气场十足，是纪念日和求婚的体面之选。',
    tags: ['热销', '节日'],
  },
  {
    name: '99枝红玫瑰花束·长长久久',
    category: 'cat-love-rose',
    look: ['rose', 'red', 'korean-mesh'],
    price: [899, 999],
    language: '99枝玫瑰寓意长长久久，爱你到天荒地老。',
    materials: '卡罗拉红玫瑰99枝，满天星一大把',
    packaging: '韩式网纱、多层雾面纸、酒红色蝴蝶结',
    description: '震撼的99枝大花束，需提前一天预订，花店现扎现送。',
    tags: ['求婚', '节日'],
    stock: 0,
  },
  {
    name: '9枝白玫瑰花束·纯洁的爱',
    category: 'cat-love-rose',
    look: ['rose', 'white', 'white-paper'],
    price: [169, 219],
    language: '白玫瑰代表纯洁的爱：我足以与你相配。',
    materials: '白玫瑰9枝，银叶菊，小雏菊点缀',
    packaging: '白色珠光纸、浅灰色缎带',
    description: '干净清爽的白色系花束，低调又不失心意，适合文艺清新的你。',
    tags: ['同城速达'],
  },
  {
    name: '香槟玫瑰花束·只钟情你一个',
    category: 'cat-love-rose',
    look: ['rose', 'champagne', 'kraft'],
    price: [229, 289],
    language: '香槟玫瑰的花语是：我只钟情你一个。',
    materials: '香槟玫瑰11枝，尤加利叶，茶色小菊',
    packaging: '复古牛皮纸、咖啡色丝带',
    description: '温柔的香槟色，成熟又浪漫，送女友、送太太都很得体。',
    tags: ['新品', '同城速达'],
  },
  {
    name: '蓝色妖姬花束·独一无二',
    category: 'cat-love-rose',
    look: ['rose', 'blue', 'black-paper'],
    price: [329, 429],
    language: '蓝色妖姬代表相守是一种承诺，你是我独一无二的珍藏。',
    materials: '蓝色妖姬11枝，银叶菊，满天星',
    packaging: '黑色雾面纸、银色缎带',
    description: '神秘的蓝色玫瑰，个性十足，让她收到一份与众不同的惊喜。',
    tags: ['表白'],
  },
  {
    name: '红玫瑰爱心抱抱桶·求婚',
    category: 'cat-love-confession',
    look: ['rose', 'red', 'box'],
    price: [459, 599],
    language: '嫁给我吧，余生请多指教。',
    materials: '红玫瑰21枝心形排列，小手球点缀',
    packaging: '黑色圆形抱抱桶、金色缎带、求婚卡',
    description: '心形排列的红玫瑰抱抱桶，单膝跪地的那一刻，让她不再犹豫。',
    tags: ['新品', '表白', '求婚'],
  },
  {
    name: '粉色郁金香花束·爱的告白',
    category: 'cat-love-confession',
    look: ['tulip', 'pink', 'pink-paper'],
    price: [239, 299],
    language: '粉色郁金香代表爱的告白与永远的幸福。',
    materials: '粉色郁金香11枝，尤加利叶，蕾丝花',
    packaging: '粉色雾面纸、白色缎带',
    description: '进口郁金香花苞挺拔，插入清水后会慢慢开放，像一场缓慢的告白。',
    tags: ['表白', '同城速达'],
  },
  {
    name: '红粉玫瑰混搭·心动信号',
    category: 'cat-love-confession',
    look: ['rose', 'mixed', 'korean-mesh'],
    price: [219, 279],
    language: '每一次见你，心都跳得比平时快一点。',
    materials: '红玫瑰6枝，粉玫瑰5枝，洋桔梗3枝，尤加利叶',
    packaging: '韩式网纱、双色雾面纸、丝带蝴蝶结',
    description: '红粉撞色，甜而不腻，适合第一次送花的表白场景。',
    tags: ['表白', '热销'],
  },
  {
    name: '紫色洋桔梗花束·真诚不变',
    category: 'cat-love-confession',
    look: ['eustoma', 'purple', 'white-paper'],
    price: [189, 239],
    language: '洋桔梗代表真诚不变的爱。',
    materials: '紫色洋桔梗10枝，白色洋桔梗5枝，尤加利叶',
    packaging: '白色珠光纸、紫色缎带',
    description: '洋桔梗花期长、层次丰富，紫白搭配优雅耐看。',
    tags: ['同城速达'],
  },
  {
    name: '香槟玫瑰抱抱桶·岁月静好',
    category: 'cat-love-anniversary',
    look: ['rose', 'champagne', 'box'],
    price: [369, 459],
    language: '与你走过的每一天，都是岁月静好。',
    materials: '香槟玫瑰19枝，白色绣球1枝，尤加利叶',
    packaging: '白色圆形抱抱桶、香槟色缎带',
    description: '抱抱桶自带储水，免去插瓶烦恼，结婚纪念日的温柔之选。',
    tags: ['纪念日'],
  },
  {
    name: '红玫瑰百合花束·百年好合',
    category: 'cat-love-anniversary',
    look: ['mixed', 'red', 'kraft'],
    price: [259, 329],
    language: '百合寓意百年好合，玫瑰诉说热烈的爱。',
    materials: '红玫瑰11枝，白色多头百合2枝，尤加利叶',
    packaging: '韩式牛皮纸、酒红色缎带',
    description: '玫瑰与百合的经典组合，香气怡人，适合结婚纪念日。',
    tags: ['纪念日', '同城速达'],
  },
  {
    name: '粉色芍药花束·情有独钟',
    category: 'cat-love-anniversary',
    look: ['peony', 'pink', 'pink-paper'],
    price: [299, 369],
    language: '芍药是爱情之花，情有独钟，难舍难分。',
    materials: '粉色芍药7枝，尤加利叶，小绿果',
    packaging: '粉色雾面纸、白色雪纱',
    description: '每年五月才有的时令芍药，花朵硕大蓬松，季节限定不容错过。',
    tags: ['新品', '季节限定'],
  },
  {
    name: '紫玫瑰花束·珍贵的爱',
    category: 'cat-love-anniversary',
    look: ['rose', 'purple', 'white-paper'],
    price: [259, 329],
    language: '紫玫瑰代表珍贵独特的爱，与你相遇是我最大的幸运。',
    materials: '紫玫瑰11枝，紫色洋桔梗3枝，银叶菊',
    packaging: '白色珠光纸、紫色缎带',
    description: '浪漫的紫色系花束，神秘又高贵，纪念日专属的仪式感。',
    tags: ['纪念日'],
  },
  {
    name: '粉色康乃馨玫瑰混搭·生日快乐',
    category: 'cat-birthday-bouquet',
    look: ['mixed', 'pink', 'pink-paper'],
    price: [179, 229],
    language: '愿你被这个世界温柔以待，生日快乐。',
    materials: '粉玫瑰6枝，粉色康乃馨6枝，满天星，尤加利叶',
    packaging: '粉色雾面纸、白色缎带、生日贺卡',
    description: '甜美的粉色混搭花束，闺蜜、同事、家人过生日都适合。',
    tags: ['热销', '生日', '同城速达'],
  },
  {
    name: '向日葵混搭·阳光少年',
    category: 'cat-birthday-bouquet',
    look: ['sunflower', 'yellow', 'kraft'],
    price: [169, 219],
    language: '向着阳光生长，愿你永远热烈明媚。',
    materials: '向日葵3枝，黄玫瑰6枝，洋甘菊，尤加利叶',
    packaging: '韩式牛皮纸、墨绿色缎带',
    description: '明亮的黄色系花束，送男生也不违和，满满的正能量。',
    tags: ['生日', '同城速达'],
  },
  {
    name: '非洲菊花束·天天开心',
    category: 'cat-birthday-bouquet',
    look: ['gerbera', 'mixed', 'korean-mesh'],
    price: [139, 179],
    language: '非洲菊象征快乐与坚强，愿你天天都有好心情。',
    materials: '多色非洲菊12枝，黄莺叶，小雏菊',
    packaging: '韩式网纱、彩色雾面纸',
    description: '色彩缤纷的非洲菊，花期长、性价比高，小朋友也很喜欢。',
    tags: ['生日'],
  },
  {
    name: '橙色玫瑰花束·元气满满',
    category: 'cat-birthday-bouquet',
    look: ['rose', 'orange', 'kraft'],
    price: [199, 249],
    language: '橙玫瑰代表友情与活力，新的一岁元气满满。',
    materials: '橙玫瑰11枝，黄色小菊，尤加利叶',
    packaging: '韩式牛皮纸、橙色缎带',
    description: '活力橙色像一杯冰橙汁，适合性格开朗的寿星。',
    tags: ['生日'],
  },
  {
    name: '黄玫瑰花束·闪闪发光',
    category: 'cat-birthday-bouquet',
    look: ['rose', 'yellow', 'white-paper'],
    price: [189, 239],
    language: '黄玫瑰寓意珍重与祝福，愿你永远闪闪发光。',
    materials: '黄玫瑰11枝，满天星，银叶菊',
    packaging: '白色珠光纸、金色缎带',
    description: '明快的黄玫瑰配白色包装，清新亮眼，送朋友送同事都大方。',
    tags: ['生日', '同城速达'],
  },
  {
    name: '多头小玫瑰花束·甜蜜时光',
    category: 'cat-birthday-bouquet',
    look: ['rose', 'pink', 'korean-mesh'],
    price: [159, 199],
    language: '小小的玫瑰，装满甜甜的祝福。',
    materials: '粉色多头玫瑰5枝（约20朵），蕾丝花，尤加利叶',
    packaging: '韩式网纱、粉色缎带',
    description: '一枝多朵的小玫瑰，蓬松可爱，小预算也能送得很有心意。',
    tags: ['新品', '生日'],
  },
  {
    name: '粉色绣球玫瑰礼盒·少女心',
    category: 'cat-birthday-box',
    look: ['hydrangea', 'pink', 'box'],
    price: [289, 359],
    language: '绣球象征希望与团圆，愿你的少女心永不过期。',
    materials: '粉色绣球1枝，粉玫瑰12枝，小手球',
    packaging: '粉色方形礼盒、透明盖、缎带',
    description: '花泥插制的礼盒，无需换水即可保持三到五天，拿在手里就是一份惊喜。',
    tags: ['热销', '生日'],
  },
  {
    name: '蓝色绣球礼盒·浪漫满屋',
    category: 'cat-birthday-box',
    look: ['hydrangea', 'blue', 'box'],
    price: [279, 349],
    language: '蓝色绣球代表浪漫与希望，把一整个夏天送给你。',
    materials: '蓝色绣球2枝，白玫瑰6枝，尤加利叶',
    packaging: '白色圆形礼盒、蓝色缎带',
    description: '清凉的蓝白配色，夏天过生日的朋友一定喜欢。',
    tags: ['生日'],
  },
  {
    name: '香槟洋桔梗礼盒·温柔时光',
    category: 'cat-birthday-box',
    look: ['eustoma', 'champagne', 'box'],
    price: [259, 319],
    language: '温柔的时光里，有你真好。',
    materials: '香槟色洋桔梗10枝，香槟玫瑰6枝，银叶菊',
    packaging: '米白色圆形礼盒、香槟色缎带',
    description: '低饱和的香槟色系，高级又温柔，适合送长辈或领导。',
    tags: ['生日', '新品'],
  },
  {
    name: '红玫瑰蛋糕花盒·生日惊喜',
    category: 'cat-birthday-box',
    look: ['rose', 'red', 'box'],
    price: [329, 399],
    language: '把最美的祝福，送给最重要的你。',
    materials: '红玫瑰19枝，满天星，小绿果',
    packaging: '黑色蛋糕造型花盒、金色缎带',
    description: '蛋糕造型的玫瑰花盒，生日派对上最出片的礼物。',
    tags: ['生日', '热销'],
  },
  {
    name: '3枝向日葵花束·沉默的爱',
    category: 'cat-friendship-sunflower',
    look: ['sunflower', 'yellow', 'kraft'],
    price: [129, 169],
    language: '向日葵代表沉默的爱与忠诚，始终追随你的光。',
    materials: '向日葵3枝，尤加利叶，黄莺叶',
    packaging: '韩式牛皮纸、麻绳',
    description: '简单的三枝向日葵，不张扬却很温暖，送给最好的朋友。',
    tags: ['热销', '同城速达'],
  },
  {
    name: '向日葵小雏菊花束·友谊长存',
    category: 'cat-friendship-sunflower',
    look: ['sunflower', 'yellow', 'white-paper'],
    price: [159, 199],
    language: '愿我们的友谊像向日葵一样，永远向阳。',
    materials: '向日葵3枝，白色小雏菊10枝，尤加利叶',
    packaging: '白色珠光纸、黄色缎带',
    description: '向日葵配小雏菊，清新自然，适合送闺蜜、老同学。',
    tags: ['同城速达'],
  },
  {
    name: '向日葵满天星花束·前程似锦',
    category: 'cat-friendship-sunflower',
    look: ['sunflower', 'yellow', 'black-paper'],
    price: [189, 239],
    language: '愿你前程似锦，所到之处皆是阳光。',
    materials: '向日葵5枝，白色满天星，银叶菊',
    packaging: '黑色雾面纸、金色缎带',
    description: '黑色包装衬托向日葵更显明亮，升职、入职、毕业都适合。',
    tags: ['毕业季'],
  },
  {
    name: '毕业花束·乘风破浪',
    category: 'cat-friendship-graduation',
    look: ['sunflower', 'orange', 'korean-mesh'],
    price: [149, 199],
    language: '愿你乘风破浪，前程似锦。',
    materials: '向日葵2枝，橙玫瑰5枝，满天星，尤加利叶',
    packaging: '韩式网纱、蓝色雾面纸、毕业贺卡',
    description: '毕业典礼的必备花束，拍照上镜，可免费写毕业寄语。',
    tags: ['毕业季', '热销'],
  },
  {
    name: '蓝色满天星花束·青春不散场',
    category: 'cat-friendship-graduation',
    look: ['babysbreath', 'blue', 'kraft'],
    price: [99, 139],
    language: '满天星代表真心喜欢，愿我们的青春永不散场。',
    materials: '蓝色满天星一大把，尤加利叶',
    packaging: '韩式牛皮纸、白色缎带',
    description: '一大束蓝色满天星，像星空一样梦幻，学生党的平价之选。',
    tags: ['毕业季', '同城速达'],
  },
  {
    name: '粉色满天星花束·清新可人',
    category: 'cat-friendship-graduation',
    look: ['babysbreath', 'pink', 'pink-paper'],
    price: [109, 149],
    language: '满天星是甘做配角的爱，你是我心里的主角。',
    materials: '粉色满天星一大把，蕾丝花',
    packaging: '粉色雾面纸、白色雪纱',
    description: '满天星可自然风干成干花，保存很久，是长情的小礼物。',
    tags: ['毕业季'],
  },
  {
    name: '非洲菊向日葵花束·金榜题名',
    category: 'cat-friendship-graduation',
    look: ['mixed', 'yellow', 'kraft'],
    price: [169, 219],
    language: '金榜题名，梦想成真。',
    materials: '向日葵2枝，黄色非洲菊6枝，黄玫瑰3枝',
    packaging: '韩式牛皮纸、红色缎带',
    description: '高考、考研上岸的庆祝花束，寓意步步高升。',
    tags: ['毕业季'],
  },
  {
    name: '粉色康乃馨礼盒·感恩',
    category: 'cat-elders-mother',
    look: ['carnation', 'pink', 'box'],
    price: [229, 289],
    language: '康乃馨代表母爱，感恩您无私的付出。',
    materials: '粉色康乃馨19枝，粉色桔梗3枝，尤加利叶',
    packaging: '粉色圆形礼盒、白色缎带、感恩贺卡',
    description: '母亲节销量冠军，礼盒自带花泥，妈妈不用操心换水。',
    tags: ['热销', '节日', '送长辈'],
  },
  {
    name: '19枝红康乃馨花束·妈妈我爱你',
    category: 'cat-elders-mother',
    look: ['carnation', 'red', 'kraft'],
    price: [169, 219],
    language: '慈母手中线，游子身上衣，谢谢您的爱。',
    materials: '红色康乃馨19枝，黄莺叶，尤加利叶',
    packaging: '韩式牛皮纸、酒红色缎带',
    description: '热烈的红色康乃馨，表达对妈妈最深的爱与祝福。',
    tags: ['送长辈', '同城速达'],
  },
  {
    name: '康乃馨百合花束·健康长寿',
    category: 'cat-elders-mother',
    look: ['lily', 'pink', 'white-paper'],
    price: [239, 299],
    language: '愿您健康长寿，岁岁平安。',
    materials: '粉色多头百合2枝，粉色康乃馨11枝，尤加利叶',
    packaging: '白色珠光纸、粉色缎带',
    description: '百合清香配康乃馨，送妈妈、送婆婆、给长辈祝寿都合适。',
    tags: ['送长辈'],
  },
  {
    name: '香槟康乃馨花束·温暖如初',
    category: 'cat-elders-mother',
    look: ['carnation', 'champagne', 'kraft'],
    price: [179, 229],
    language: '您的爱温暖如初，一直是我前行的力量。',
    materials: '香槟色康乃馨15枝，小雏菊，银叶菊',
    packaging: '复古牛皮纸、咖啡色缎带',
    description: '低调温柔的香槟色，适合喜欢素雅的妈妈。',
    tags: ['送长辈', '新品'],
  },
  {
    name: '黄色康乃馨花束·师恩难忘',
    category: 'cat-elders-teacher',
    look: ['carnation', 'yellow', 'kraft'],
    price: [149, 189],
    language: '一日为师，终身难忘师恩。',
    materials: '黄色康乃馨11枝，向日葵1枝，尤加利叶',
    packaging: '韩式牛皮纸、墨绿色缎带',
    description: '教师节、谢师宴的心意之选，可代写感谢卡片。',
    tags: ['节日'],
  },
  {
    name: '百合康乃馨花束·桃李满天下',
    category: 'cat-elders-teacher',
    look: ['lily', 'white', 'white-paper'],
    price: [219, 279],
    language: '桃李满天下，春晖遍四方。',
    materials: '白色香水百合2枝，粉色康乃馨9枝，尤加利叶',
    packaging: '白色珠光纸、绿色缎带',
    description: '百合高洁、康乃馨温暖，表达对老师的敬意与感谢。',
    tags: ['节日'],
  },
  {
    name: '向日葵康乃馨花束·感谢恩师',
    category: 'cat-elders-teacher',
    look: ['sunflower', 'orange', 'kraft'],
    price: [169, 209],
    language: '您是照亮我前路的那束光。',
    materials: '向日葵3枝，橙色康乃馨6枝，黄莺叶',
    packaging: '韩式牛皮纸、橙色缎带',
    description: '明亮温暖的配色，谢师宴上送给班主任最合适。',
    tags: ['毕业季'],
  },
  {
    name: '百合花篮·早日康复',
    category: 'cat-elders-visit',
    look: ['lily', 'white', 'basket'],
    price: [259, 329],
    language: '愿您早日康复，平安喜乐。',
    materials: '白色香水百合3枝，黄玫瑰6枝，绿掌，尤加利叶',
    packaging: '藤编手提花篮、黄色缎带',
    description: '淡雅清新的探病花篮，百合香气柔和，适合病房摆放。',
    tags: ['同城速达'],
  },
  {
    name: '黄色百合花束·阳光相伴',
    category: 'cat-elders-visit',
    look: ['lily', 'yellow', 'white-paper'],
    price: [199, 259],
    language: '黄百合寓意快乐与感恩，愿阳光一直陪伴您。',
    materials: '黄色百合3枝，黄玫瑰5枝，银叶菊',
    packaging: '白色珠光纸、黄色缎带',
    description: '明亮的黄色让人心情愉快，看望长辈或朋友都合适。',
    tags: ['送长辈'],
  },
  {
    name: '康乃馨花篮·平安喜乐',
    category: 'cat-elders-visit',
    look: ['carnation', 'orange', 'basket'],
    price: [239, 299],
    language: '岁岁平安，事事喜乐。',
    materials: '橙色康乃馨12枝，黄色非洲菊6枝，绿叶',
    packaging: '藤编手提花篮、橙色缎带',
    description: '手提花篮方便摆放，颜色温暖，适合慰问和探望。',
    tags: ['送长辈'],
  },
  {
    name: '前台花艺·每周一换',
    category: 'cat-business-desk',
    look: ['mixed', 'mixed', 'vase'],
    price: [299, 369],
    language: '让每一位来访的客人，都感受到花的诚意。',
    materials: '当季鲜花约15枝（花材随季节调整），配叶',
    packaging: '玻璃花瓶（首单赠送）、定期上门更换',
    description: '企业前台专属瓶插，花艺师每周上门更换，支持月结。',
    tags: ['企业订花'],
  },
  {
    name: '白色蝴蝶兰桌花·雅致',
    category: 'cat-business-desk',
    look: ['orchid', 'white', 'vase'],
    price: [359, 439],
    language: '蝴蝶兰寓意幸福向你飞来，高雅又吉祥。',
    materials: '白色蝴蝶兰2株，苔藓，装饰石',
    packaging: '白色陶瓷盆、金色缎带',
    description: '纯白蝴蝶兰简洁大气，适合办公室、接待区长期摆放。',
    tags: ['企业订花', '绿植'],
  },
  {
    name: '会议桌花·百合瓶插',
    category: 'cat-business-desk',
    look: ['lily', 'white', 'vase'],
    price: [269, 339],
    language: '清雅百合，预祝会议圆满成功。',
    materials: '白色香水百合3枝，白玫瑰6枝，尤加利叶',
    packaging: '低矮玻璃花器、无包装纸',
    description: '低矮造型不遮挡视线，适合会议桌和签约仪式。',
    tags: ['企业订花'],
  },
  {
    name: '商务花盒·鸿运当头',
    category: 'cat-business-gift',
    look: ['rose', 'red', 'box'],
    price: [399, 499],
    language: '鸿运当头，合作共赢。',
    materials: '红玫瑰19枝，红色康乃馨6枝，金色小果',
    packaging: '黑金方形礼盒、烫金贺卡',
    description: '红黑配色稳重大气，适合拜访客户、庆贺签约。',
    tags: ['企业订花', '热销'],
  },
  {
    name: '香槟玫瑰商务花篮·合作愉快',
    category: 'cat-business-gift',
    look: ['rose', 'champagne', 'basket'],
    price: [459, 559],
    language: '合作愉快，携手共赢。',
    materials: '香槟玫瑰20枝，白色百合2枝，散尾葵叶',
    packaging: '藤编花篮、香槟色缎带、落款卡片',
    description: '香槟色系花篮，得体不张扬，适合送合作伙伴与领导。',
    tags: ['企业订花'],
  },
  {
    name: '白色洋桔梗花束·诚挚感谢',
    category: 'cat-business-gift',
    look: ['eustoma', 'white', 'kraft'],
    price: [259, 329],
    language: '诚挚感谢，一路同行。',
    materials: '白色洋桔梗12枝，尤加利叶，银叶菊',
    packaging: '韩式牛皮纸、墨绿色缎带',
    description: '清爽素雅的答谢花束，适合颁奖、演讲、答谢会。',
    tags: ['企业订花', '同城速达'],
  },
  {
    name: '开业花篮·生意兴隆',
    category: 'cat-opening-basket',
    look: ['gerbera', 'red', 'basket'],
    price: [388, 468],
    language: '生意兴隆通四海，财源广进达三江。',
    materials: '红色非洲菊20枝，红色康乃馨10枝，散尾葵，鱼尾葵',
    packaging: '单层开业花篮、红色条幅（可代写）',
    description: '喜庆的红色开业花篮，当日送达并现场摆放。',
    tags: ['开业', '热销', '同城速达'],
  },
  {
    name: '开业花篮·红红火火',
    category: 'cat-opening-basket',
    look: ['rose', 'red', 'basket'],
    price: [458, 558],
    language: '红红火火，蒸蒸日上。',
    materials: '红玫瑰19枝，红色非洲菊15枝，百合2枝，散尾葵',
    packaging: '单层开业花篮、红色条幅（可代写）',
    description: '玫瑰与百合搭配，气派又不失精致，适合店铺开业。',
    tags: ['开业'],
  },
  {
    name: '黄色开业花篮·财源广进',
    category: 'cat-opening-basket',
    look: ['gerbera', 'yellow', 'basket'],
    price: [368, 438],
    language: '黄金满地，财源广进。',
    materials: '黄色非洲菊20枝，向日葵3枝，散尾葵',
    packaging: '单层开业花篮、金色条幅（可代写）',
    description: '金黄色寓意财源滚滚，适合餐厅、商铺开张。',
    tags: ['开业'],
  },
  {
    name: '双层落地花篮·开业大吉',
    category: 'cat-opening-tier',
    look: ['mixed', 'red', 'basket'],
    price: [688, 888],
    language: '开业大吉，鹏程万里。',
    materials: '红色非洲菊30枝，红玫瑰20枝，百合4枝，散尾葵，龟背竹',
    packaging: '双层落地花架（高约1.6米）、红色条幅',
    description: '双层落地花篮气势十足，适合公司开业、剪彩仪式。',
    tags: ['开业', '热销'],
  },
  {
    name: '三层落地花篮·宏图大展',
    category: 'cat-opening-tier',
    look: ['mixed', 'mixed', 'basket'],
    price: [868, 999],
    language: '宏图大展，前程万里。',
    materials: '非洲菊40枝，玫瑰30枝，百合6枝，散尾葵，鸟巢蕨',
    packaging: '三层落地花架（高约1.8米）、双条幅',
    description: '大型三层落地花篮，商场、酒店、公司开业的排面担当。',
    tags: ['开业'],
  },
  {
    name: '乔迁花篮·福满新居',
    category: 'cat-opening-tier',
    look: ['lily', 'pink', 'basket'],
    price: [428, 528],
    language: '乔迁之喜，福满新居。',
    materials: '粉色百合4枝，粉玫瑰12枝，康乃馨10枝，散尾葵',
    packaging: '藤编大花篮、粉色缎带、贺卡',
    description: '温馨的粉色系乔迁花篮，为新家添一份喜气。',
    tags: ['开业', '节日'],
  },
  {
    name: '永生红玫瑰礼盒·永恒的爱',
    category: 'cat-preserved-box',
    look: ['rose', 'red', 'box'],
    price: [399, 499],
    language: '永生花不会凋零，就像我对你的爱。',
    materials: '永生红玫瑰9朵，永生绣球，干花点缀',
    packaging: '黑色翻盖礼盒、手提袋、贺卡',
    description: '进口永生玫瑰，无需浇水，可保存一到三年。',
    tags: ['热销', '全国包邮'],
  },
  {
    name: '永生粉玫瑰八音盒·一生所爱',
    category: 'cat-preserved-box',
    look: ['rose', 'pink', 'box'],
    price: [459, 559],
    language: '一生所爱，旋律里都是你。',
    materials: '永生粉玫瑰7朵，永生满天星，八音盒机芯',
    packaging: '粉色八音盒、丝绒内衬、手提袋',
    description: '打开盒盖即响起音乐，浪漫又有纪念意义。',
    tags: ['新品', '全国包邮'],
  },
  {
    name: '永生花绣球礼盒·小确幸',
    category: 'cat-preserved-box',
    look: ['hydrangea', 'purple', 'box'],
    price: [229, 289],
    language: '愿生活里的小确幸，每天都与你相遇。',
    materials: '永生绣球，永生小玫瑰3朵，干花',
    packaging: '方形透明礼盒、紫色缎带',
    description: '小巧精致的永生花摆件，适合放在书桌和床头。',
    tags: ['全国包邮'],
    status: 'off_sale',
  },
  {
    name: '玻璃罩永生玫瑰·小王子的玫瑰',
    category: 'cat-preserved-dome',
    look: ['rose', 'red', 'vase'],
    price: [329, 429],
    language: '你在你的玫瑰上花费的时间，让你的玫瑰变得如此重要。',
    materials: '永生红玫瑰1朵，永生苔藓，木质底座',
    packaging: '玻璃罩、木质底座、礼盒',
    description: '《小王子》里的那朵玫瑰，被小心地罩在玻璃罩中，一直美下去。',
    tags: ['热销', '全国包邮'],
  },
  {
    name: '蓝色永生花玻璃罩·星空',
    category: 'cat-preserved-dome',
    look: ['rose', 'blue', 'vase'],
    price: [359, 459],
    language: '你是我仰望的整片星空。',
    materials: '永生蓝玫瑰1朵，永生满天星，LED灯串',
    packaging: '玻璃罩、LED底座、礼盒',
    description: '底座带暖光灯串，夜晚点亮如星空，浪漫又实用。',
    tags: ['全国包邮'],
  },
  {
    name: '永生花小夜灯·陪伴',
    category: 'cat-preserved-dome',
    look: ['rose', 'champagne', 'vase'],
    price: [269, 349],
    language: '愿这盏小灯，替我陪伴你每一个夜晚。',
    materials: '永生香槟玫瑰3朵，干花，暖光灯',
    packaging: '玻璃灯罩、礼盒',
    description: '兼具小夜灯功能的永生花摆件，适合异地恋的你们。',
    tags: ['新品', '全国包邮'],
  },
  {
    name: '紫色蝴蝶兰盆栽·3株',
    category: 'cat-plants-orchid',
    look: ['orchid', 'purple', 'vase'],
    price: [399, 499],
    language: '蝴蝶兰寓意幸福向你飞来，高洁清雅。',
    materials: '紫色蝴蝶兰3株（每株2-3枝花箭），苔藓',
    packaging: '白色陶瓷盆、紫色缎带',
    description: '花期可达两到三个月，适合客厅和办公室摆放。',
    tags: ['绿植', '热销'],
  },
  {
    name: '白色蝴蝶兰盆栽·5株',
    category: 'cat-plants-orchid',
    look: ['orchid', 'white', 'vase'],
    price: [599, 739],
    language: '纯白蝴蝶兰，寓意纯洁与祝福。',
    materials: '白色蝴蝶兰5株，苔藓，装饰石',
    packaging: '长方形陶瓷盆、金色缎带',
    description: '5株大花白色蝴蝶兰，开业、乔迁、送领导都很体面。',
    tags: ['绿植', '开业'],
  },
  {
    name: '粉色蝴蝶兰盆栽·吉祥如意',
    category: 'cat-plants-orchid',
    look: ['orchid', 'pink', 'vase'],
    price: [459, 559],
    language: '吉祥如意，好运连连。',
    materials: '粉色蝴蝶兰3株，红掌1株，苔藓',
    packaging: '红色陶瓷盆、金色缎带',
    description: '喜庆的粉色蝴蝶兰，春节、乔迁送礼的热门之选。',
    tags: ['绿植', '节日'],
  },
  {
    name: '小盆绣球·清新桌面',
    category: 'cat-plants-desk',
    look: ['hydrangea', 'blue', 'vase'],
    price: [129, 169],
    language: '绣球代表希望，让桌面多一份生机。',
    materials: '蓝色绣球盆栽1盆',
    packaging: '白色陶瓷盆、托盘',
    description: '小巧的绣球盆栽，放在办公桌上就是一抹清凉。',
    tags: ['绿植', '同城速达'],
  },
  {
    name: '洋桔梗盆栽·温柔相伴',
    category: 'cat-plants-desk',
    look: ['eustoma', 'pink', 'basket'],
    price: [119, 159],
    language: '温柔相伴，静待花开。',
    materials: '粉色洋桔梗盆栽1盆',
    packaging: '藤编小提篮、麻绳',
    description: '会持续开花的洋桔梗盆栽，养护简单，新手也能养好。',
    tags: ['绿植'],
  },
  {
    name: '情人节限定·52枝红玫瑰',
    category: 'cat-festival-valentine',
    look: ['rose', 'red', 'black-paper'],
    price: [599, 799],
    language: '52枝玫瑰代表我爱你，说不完的爱意都在花里。',
    materials: '红玫瑰52枝，满天星，黄莺叶',
    packaging: '黑色雾面纸、红色缎带、情人节贺卡',
    description: '情人节限定款，数量有限，售完即止。',
    tags: ['节日', '情人节'],
    stock: 0,
  },
  {
    name: '情人节粉玫瑰抱抱桶·甜蜜',
    category: 'cat-festival-valentine',
    look: ['rose', 'pink', 'box'],
    price: [399, 499],
    language: '和你在一起的每一天，都甜过蜜糖。',
    materials: '粉玫瑰29枝，白色满天星，尤加利叶',
    packaging: '粉色抱抱桶、白色缎带',
    description: '情人节人气款抱抱桶，自带水源，拿着逛街也不怕。',
    tags: ['节日', '情人节', '热销'],
  },
  {
    name: '母亲节康乃馨花束·妈妈辛苦了',
    category: 'cat-festival-mothers',
    look: ['carnation', 'pink', 'kraft'],
    price: [199, 259],
    language: '妈妈辛苦了，愿您永远年轻美丽。',
    materials: '粉色康乃馨19枝，粉色洋桔梗3枝，满天星',
    packaging: '韩式牛皮纸、粉色缎带、母亲节贺卡',
    description: '母亲节限定花束，提前预订可指定当天上午送达。',
    tags: ['节日', '母亲节', '送长辈'],
  },
  {
    name: '母亲节康乃馨绣球礼盒·温暖',
    category: 'cat-festival-mothers',
    look: ['mixed', 'pink', 'box'],
    price: [329, 399],
    language: '您的怀抱，是我一生最温暖的地方。',
    materials: '粉色绣球1枝，康乃馨12枝，粉玫瑰6枝',
    packaging: '粉色圆形礼盒、白色缎带',
    description: '绣球与康乃馨组合的礼盒，饱满大气，妈妈收到一定很开心。',
    tags: ['节日', '母亲节'],
  },
  {
    name: '七夕限定·鹊桥相会',
    category: 'cat-festival-qixi',
    look: ['rose', 'mixed', 'korean-mesh'],
    price: [329, 419],
    language: '金风玉露一相逢，便胜却人间无数。',
    materials: '红玫瑰9枝，粉玫瑰9枝，紫色洋桔梗3枝，满天星',
    packaging: '韩式网纱、星空纸、鹊桥主题贺卡',
    description: '七夕限定配色，浪漫的星空包装纸，为你们的七夕加点仪式感。',
    tags: ['节日', '七夕', '表白'],
  },
  {
    name: '七夕紫玫瑰花束·浪漫',
    category: 'cat-festival-qixi',
    look: ['rose', 'purple', 'black-paper'],
    price: [299, 379],
    language: '浪漫的紫色，是我藏不住的喜欢。',
    materials: '紫玫瑰19枝，银叶菊，满天星',
    packaging: '黑色雾面纸、紫色缎带',
    description: '七夕专属紫色系花束，活动已结束，明年再见。',
    tags: ['节日', '七夕'],
    status: 'off_sale',
  },
  {
    name: '每周一花·季节鲜花订阅（4周）',
    category: 'cat-weekly',
    look: ['mixed', 'mixed', 'kraft'],
    price: [199, 259],
    language: '让每个周一，都有花开的期待。',
    materials: '每周当季鲜花约10枝（花材随季节更换），配叶',
    packaging: '牛皮纸简装、花材小卡片',
    description: '连续4周每周一送达一束当季鲜花，把生活过成诗。',
    tags: ['热销', '同城速达'],
  },
  {
    name: '每周一花·玫瑰订阅（4周）',
    category: 'cat-weekly',
    look: ['rose', 'mixed', 'kraft'],
    price: [259, 319],
    language: '每一周，都为你换一种颜色的浪漫。',
    materials: '每周玫瑰11枝（颜色每周不同），尤加利叶',
    packaging: '牛皮纸简装、玫瑰品种小卡片',
    description: '四周四种玫瑰，红粉白香槟轮番上阵，送给热爱生活的你。',
    tags: ['新品'],
  },
];

/** How many hand-written goods there are: the demo catalogue holds exactly these. */
export const DEMO_GOODS_COUNT = DEMO_GOODS.length;

const DELIVERY_NOTES: Record<Line, string> = {
  fresh: '同城最快3小时送达，可预约时段；到手后斜剪根部并每天换水，花期约5-7天。',
  basket: '同城免费配送并现场摆放，建议提前1天预订；可代写条幅与贺卡落款。',
  business: '工作日同城定时送达，支持企业月结和开具发票；可代写贺卡与落款。',
  preserved: '全国顺丰包邮，2-3天送达；永生花无需浇水，避免阳光直射与潮湿，可保存1-3年。',
  plant: '同城配送含盆器，到货后放在散射光处，见干见湿浇水；随盒附养护卡。',
};

// ---- comments ----------------------------------------------------------------------------------

const NICKNAMES = [
  '小鹿乱撞',
  '橘子汽水',
  '阿杰',
  '林深见鹿',
  '晴天娃娃',
  '陈先生',
  '王女士',
  '木子李',
  '一只喵',
  '夏天的风',
  '奶茶三分糖',
  '山有木兮',
  '张小凡',
  '小太阳',
  '芒果布丁',
  '慢慢来',
  '清风徐来',
  '柠檬不萌',
  '阿May',
  '星河滚烫',
  '周周',
  '豆豆妈',
  '不吃香菜',
  '白开水',
  '南风知我意',
  '甜甜圈',
  'Leo',
  '小确幸',
  '向日葵女孩',
  '老赵',
  '鱼丸粗面',
  'momo',
  '春眠不觉晓',
  '兔子警官',
  '蓝莓酱',
  '小林同学',
  '赵女士',
  '大橙子',
  '刘同学',
  '海盐芝士',
];

/** What anyone might say, whatever they bought. */
const ANY_PRAISE = [
  '配送很准时，骑手提前打电话确认了时间，服务很贴心。',
  '包装很精致，贺卡上的字写得很工整，好评！',
  '第二次在这家买了，品质一如既往的好，会继续回购。',
  '客服回复很快，帮我改了两次配送地址都没有不耐烦。',
  '和图片基本一致，性价比很高，推荐。',
  '下单备注的要求都照做了，很细心，下次还来。',
];
const PRAISE: Record<Line, string[]> = {
  fresh: [
    '花很新鲜，比图片还好看，女朋友收到特别开心！',
    '给妈妈订的，她说花很香，在客厅拍了一整天照片。',
    '数了一下一枝不少，花头都很大，很满意。',
    '下单两个小时就送到了，拯救了我这个健忘的人，哈哈。',
    '颜色很正，拍照很出片，朋友圈收获了一堆点赞。',
    '按卡片上的方法养护，一周了还开得很好。',
    '同事生日送的，大家都问我在哪家买的。',
  ],
  basket: [
    '开业当天一早就送到了，花篮很大气，摆在门口很有面子。',
    '师傅帮忙摆好还调整了条幅，很专业。',
    '花篮很稳，花量也足，客户都夸好看。',
  ],
  business: [
    '前台摆了一周，来访的客户都说好看。',
    '可以月结开票，公司采购很方便，花也很精神。',
    '送客户的礼盒很体面，对方特意打电话来道谢。',
  ],
  preserved: [
    '永生花做工很精致，盒子质感很好，送女朋友很有面子。',
    '放了三个月颜色还是很鲜艳，值得。',
    '快递包装很严实，一点都没有压坏。',
  ],
  plant: [
    '蝴蝶兰花朵很多，还有好几个花苞，包装很严实。',
    '植株很健康，附带的养护卡很实用。',
    '放在办公桌上一个月了，还在开花，很耐养。',
  ],
};
const MILD = [
  '整体不错，就是有一两片叶子有点蔫，不影响观感。',
  '东西挺好看，包装纸比图片颜色稍深一点。',
  '比约定时间晚了二十分钟送到，不过品质没得说。',
  '花苞比较多，放了两天才全部打开，开了以后很漂亮。',
];
const MEDIOCRE = [
  '还可以，但是比图片看起来小一些，有点失望。',
  '配送有点慢，等了快四个小时，东西倒是没什么问题。',
  '包装有点压皱了，花本身还行。',
];
const COMPLAINTS = [
  '送到的时候有两枝花瓣发黑，联系客服后给补发了。',
  '和图片差距有点大，花量明显少了，不太满意。',
  '配送超时两个多小时，错过了惊喜时间，很遗憾。',
];
const THANKS = [
  '感谢亲的支持与好评，鲜花速递期待再次为您服务～',
  '谢谢您的认可！祝您和家人生活美满，天天好心情。',
  '感谢您的分享，我们会继续用心挑选每一枝花。',
  '亲，花苞在温暖的室内一两天就会全部开放，换水时斜剪根部效果更好哦。',
];
const APOLOGY = '非常抱歉给您带来不好的体验，客服已经联系您处理，我们会改进配送与品控。';

const pick = <T>(list: readonly T[], rng: () => number): T => list[Math.floor(rng() * list.length)] as T;

function ratingFrom(rng: () => number): number {
  const r = rng();
  if (r < 0.68) return 5;
  if (r < 0.86) return 4;
  if (r < 0.93) return 3;
  if (r < 0.97) return 2;
  return 1;
}

function commentText(rating: number, line: Line, rng: () => number): string {
  if (rating === 5) return rng() < 0.65 ? pick(PRAISE[line], rng) : pick(ANY_PRAISE, rng);
  if (rating === 4) return rng() < 0.5 ? pick(MILD, rng) : pick(PRAISE[line], rng);
  if (rating === 3) return pick(MEDIOCRE, rng);
  return pick(COMPLAINTS, rng);
}

function commentsFor(
  goods: GoodsTable,
  look: [Flower, Colour, Wrap],
  line: Line,
  count: number,
  rng: () => number,
  now: number,
  nextId: () => string,
): GoodsCommentTable[] {
  const comments: GoodsCommentTable[] = [];
  for (let i = 0; i < count; i++) {
    const rating = ratingFrom(rng);
    const nickname = pick(NICKNAMES, rng);
    const created = goods.created_at + Math.floor(rng() * (now - goods.created_at));
    const pictureCount = rng() < 0.35 ? 1 + Math.floor(rng() * 3) : 0;
    const pictures = Array.from({ length: pictureCount }, () =>
      bouquetPicture(look[0], look[1], look[2], 1 + Math.floor(rng() * MAX_ARRANGEMENT)),
    );
    const replied = rating <= 2 || rng() < 0.3;
    comments.push({
      id: nextId(),
      goods_id: goods.id,
      user_id: null,
      nickname,
      avatar: avatarPicture(`u-${hashOf(nickname) % 1000}`),
      anonymous: rng() < 0.3 ? 1 : 0,
      rating,
      content: commentText(rating, line, rng),
      pictures: JSON.stringify(pictures),
      reply: replied ? (rating <= 2 ? APOLOGY : pick(THANKS, rng)) : null,
      reply_time: replied ? Math.min(now, created + HOUR + Math.floor(rng() * 36 * HOUR)) : null,
      created_at: created,
      order_line_id: null,
      spec_name: null,
      sku_name: null,
    });
  }
  return comments;
}

// ---- goods made up beyond the hand-written ones (for benchmarks) -------------------------------

const FLOWER_NAMES: Record<Flower, string> = {
  rose: '玫瑰',
  lily: '百合',
  tulip: '郁金香',
  sunflower: '向日葵',
  carnation: '康乃馨',
  hydrangea: '绣球',
  gerbera: '非洲菊',
  peony: '芍药',
  babysbreath: '满天星',
  orchid: '蝴蝶兰',
  eustoma: '洋桔梗',
  mixed: '混搭',
};
const FLOWER_MEANINGS: Record<Flower, string> = {
  rose: '玫瑰象征热烈的爱',
  lily: '百合寓意百年好合',
  tulip: '郁金香代表爱的告白',
  sunflower: '向日葵代表阳光与忠诚',
  carnation: '康乃馨传递温馨的感恩',
  hydrangea: '绣球象征希望与团圆',
  gerbera: '非洲菊寓意快乐与坚强',
  peony: '芍药是情有独钟的爱情之花',
  babysbreath: '满天星代表真心与守候',
  orchid: '蝴蝶兰寓意幸福向你飞来',
  eustoma: '洋桔梗代表真诚不变的爱',
  mixed: '缤纷花材汇成满满的祝福',
};
/** Yuan per stem (or per plant, or per bunch of baby's breath). */
const STEM_PRICE: Record<Flower, number> = {
  rose: 9,
  lily: 25,
  tulip: 14,
  sunflower: 18,
  carnation: 7,
  hydrangea: 45,
  gerbera: 7,
  peony: 32,
  babysbreath: 60,
  orchid: 110,
  eustoma: 11,
  mixed: 12,
};
const COLOUR_NAMES: Record<Colour, string> = {
  red: '红',
  pink: '粉',
  white: '白',
  yellow: '黄',
  purple: '紫',
  orange: '橙',
  champagne: '香槟',
  blue: '蓝',
  mixed: '缤纷',
};
const FORMS: Record<Wrap, { name: string; packaging: string; price: number }> = {
  kraft: { name: '花束', packaging: '韩式牛皮纸、酒红色缎带', price: 40 },
  'pink-paper': { name: '花束', packaging: '粉色雾面纸、白色雪纱、粉色缎带', price: 40 },
  'white-paper': { name: '花束', packaging: '白色珠光纸、香槟色缎带', price: 40 },
  'black-paper': { name: '花束', packaging: '黑色英文报纸、金色缎带', price: 45 },
  'korean-mesh': { name: '花束', packaging: '韩式网纱、双色雾面纸、丝带蝴蝶结', price: 50 },
  box: { name: '礼盒', packaging: '圆形抱抱桶礼盒、缎带、手写贺卡', price: 110 },
  basket: { name: '花篮', packaging: '藤编花篮、缎带蝴蝶结、贺卡', price: 140 },
  vase: { name: '瓶插', packaging: '玻璃花瓶（可保留）、缎带', price: 80 },
};
const FLOWER_NAMES_EN: Record<Flower, [one: string, many: string]> = {
  rose: ['Rose', 'Roses'],
  lily: ['Lily', 'Lilies'],
  tulip: ['Tulip', 'Tulips'],
  sunflower: ['Sunflower', 'Sunflowers'],
  carnation: ['Carnation', 'Carnations'],
  hydrangea: ['Hydrangea', 'Hydrangeas'],
  gerbera: ['Gerbera', 'Gerberas'],
  peony: ['Peony', 'Peonies'],
  babysbreath: ["Baby's Breath", "Baby's Breath"],
  orchid: ['Moth Orchid', 'Moth Orchids'],
  eustoma: ['Lisianthus', 'Lisianthus'],
  mixed: ['Mixed Flowers', 'Mixed Flowers'],
};
const FLOWER_MEANINGS_EN: Record<Flower, string> = {
  rose: 'Roses speak of passionate love',
  lily: 'Lilies wish a hundred happy years together',
  tulip: 'Tulips declare love',
  sunflower: 'Sunflowers stand for sunshine and loyalty',
  carnation: 'Carnations carry warm gratitude',
  hydrangea: 'Hydrangeas stand for hope and togetherness',
  gerbera: 'Gerberas mean joy and strength',
  peony: 'The peony is the flower of devoted love',
  babysbreath: "Baby's breath means true and patient affection",
  orchid: 'The moth orchid wishes happiness flying your way',
  eustoma: 'Lisianthus stands for sincere, unchanging love',
  mixed: 'Flowers of every colour, gathered into one warm wish',
};
const COLOUR_NAMES_EN: Record<Colour, string> = {
  red: 'Red',
  pink: 'Pink',
  white: 'White',
  yellow: 'Yellow',
  purple: 'Purple',
  orange: 'Orange',
  champagne: 'Champagne',
  blue: 'Blue',
  mixed: 'Colourful',
};
const FORMS_EN: Record<Wrap, string> = {
  kraft: 'Bouquet',
  'pink-paper': 'Bouquet',
  'white-paper': 'Bouquet',
  'black-paper': 'Bouquet',
  'korean-mesh': 'Bouquet',
  box: 'Hatbox',
  basket: 'Basket',
  vase: 'Vase Arrangement',
};
const FILLERS = ['尤加利叶3枝', '满天星点缀', '石竹梅点缀', '黄莺叶', '洋甘菊', '小雏菊', '银叶菊', '高山羊齿'];

/** How big the goods of a theme are: a desk vase holds a few stems, an opening basket dozens. */
type Size = 'small' | 'normal' | 'large';

interface Theme {
  titles: string[];
  category: string;
  wish: string;
  occasion: string;
  tag: string;
  flowers: Flower[];
  wraps: Wrap[];
  size: Size;
  /** Preserved flowers are named and priced as such. */
  preserved?: boolean;
}

const ANY_FLOWER: Flower[] = ['rose', 'tulip', 'lily', 'carnation', 'eustoma', 'gerbera', 'mixed'];
const PAPER_WRAPS: Wrap[] = ['kraft', 'pink-paper', 'white-paper', 'black-paper', 'korean-mesh', 'box'];

const THEMES: Theme[] = [
  {
    titles: ['初恋', '怦然心动', '甜蜜蜜'],
    category: 'cat-love-rose',
    wish: '愿这份心动像初恋一样纯粹长久',
    occasion: '表白和约会',
    tag: '表白',
    flowers: ['rose'],
    wraps: PAPER_WRAPS,
    size: 'normal',
  },
  {
    titles: ['一心一意', '长长久久', '此生唯你'],
    category: 'cat-love-rose',
    wish: '一心一意只爱你一人',
    occasion: '纪念日和求婚',
    tag: '热销',
    flowers: ['rose'],
    wraps: PAPER_WRAPS,
    size: 'large',
  },
  {
    titles: ['心动信号', '偏偏喜欢你', '告白气球'],
    category: 'cat-love-confession',
    wish: '每次见到你，心都会悄悄加速',
    occasion: '表白',
    tag: '表白',
    flowers: ['rose', 'tulip', 'eustoma', 'peony'],
    wraps: PAPER_WRAPS,
    size: 'normal',
  },
  {
    titles: ['余生有你', '岁月静好', '执子之手'],
    category: 'cat-love-anniversary',
    wish: '余生很长，有你就好',
    occasion: '结婚纪念日',
    tag: '纪念日',
    flowers: ['rose', 'peony', 'lily', 'mixed'],
    wraps: PAPER_WRAPS,
    size: 'normal',
  },
  {
    titles: ['生日快乐', '岁岁欢愉', '闪闪发光'],
    category: 'cat-birthday-bouquet',
    wish: '愿你新的一岁所求皆如愿',
    occasion: '生日',
    tag: '生日',
    flowers: ANY_FLOWER,
    wraps: PAPER_WRAPS,
    size: 'normal',
  },
  {
    titles: ['小确幸', '满心欢喜', '少女心'],
    category: 'cat-birthday-box',
    wish: '愿生活里的小确幸每天与你相遇',
    occasion: '生日和惊喜',
    tag: '生日',
    flowers: ['hydrangea', 'rose', 'eustoma', 'mixed'],
    wraps: ['box'],
    size: 'normal',
  },
  {
    titles: ['友谊长存', '阳光正好', '好久不见'],
    category: 'cat-friendship-sunflower',
    wish: '感谢一路同行，友谊地久天长',
    occasion: '送朋友',
    tag: '同城速达',
    flowers: ['sunflower', 'gerbera', 'mixed'],
    wraps: PAPER_WRAPS,
    size: 'normal',
  },
  {
    titles: ['前程似锦', '乘风破浪', '未来可期'],
    category: 'cat-friendship-graduation',
    wish: '愿你前程似锦，未来可期',
    occasion: '毕业和升学',
    tag: '毕业季',
    flowers: ['sunflower', 'babysbreath', 'gerbera', 'mixed'],
    wraps: PAPER_WRAPS,
    size: 'normal',
  },
  {
    titles: ['感恩母亲', '妈妈辛苦了', '温暖如初'],
    category: 'cat-elders-mother',
    wish: '谢谢您把最好的爱都给了我',
    occasion: '送妈妈',
    tag: '送长辈',
    flowers: ['carnation', 'lily', 'mixed'],
    wraps: PAPER_WRAPS,
    size: 'normal',
  },
  {
    titles: ['师恩难忘', '桃李满园', '谢谢您'],
    category: 'cat-elders-teacher',
    wish: '师恩如山，永记心间',
    occasion: '教师节和谢师宴',
    tag: '节日',
    flowers: ['carnation', 'sunflower', 'lily'],
    wraps: PAPER_WRAPS,
    size: 'normal',
  },
  {
    titles: ['早日康复', '平安喜乐', '健康常伴'],
    category: 'cat-elders-visit',
    wish: '愿您早日康复，平安喜乐',
    occasion: '探病慰问',
    tag: '送长辈',
    flowers: ['lily', 'carnation', 'gerbera'],
    wraps: ['basket', 'white-paper'],
    size: 'normal',
  },
  {
    titles: ['合作共赢', '鸿运当头', '诚挚感谢'],
    category: 'cat-business-gift',
    wish: '合作共赢，携手同行',
    occasion: '商务拜访',
    tag: '企业订花',
    flowers: ['rose', 'lily', 'eustoma', 'orchid'],
    wraps: ['box', 'basket'],
    size: 'normal',
  },
  {
    titles: ['宾至如归', '雅致', '清新'],
    category: 'cat-business-desk',
    wish: '让每一位来访的客人都感受到诚意',
    occasion: '前台和会议桌',
    tag: '企业订花',
    flowers: ['lily', 'orchid', 'mixed'],
    wraps: ['vase'],
    size: 'small',
  },
  {
    titles: ['生意兴隆', '开业大吉', '财源广进'],
    category: 'cat-opening-basket',
    wish: '开业大吉，生意兴隆通四海',
    occasion: '开业庆典',
    tag: '开业',
    flowers: ['gerbera', 'rose', 'lily', 'mixed'],
    wraps: ['basket'],
    size: 'large',
  },
  {
    titles: ['永恒', '不凋零的爱', '时光珍藏'],
    category: 'cat-preserved-box',
    wish: '永不凋零，就像我对你的爱',
    occasion: '纪念日和生日',
    tag: '全国包邮',
    flowers: ['rose', 'hydrangea'],
    wraps: ['box', 'vase'],
    size: 'small',
    preserved: true,
  },
  {
    titles: ['花开富贵', '吉祥如意', '福气满满'],
    category: 'cat-plants-orchid',
    wish: '花开富贵，吉祥如意',
    occasion: '乔迁和开业',
    tag: '绿植',
    flowers: ['orchid'],
    wraps: ['vase'],
    size: 'normal',
  },
  {
    titles: ['浪漫七夕', '鹊桥相会', '星河万里'],
    category: 'cat-festival-qixi',
    wish: '金风玉露一相逢，便胜却人间无数',
    occasion: '七夕',
    tag: '七夕',
    flowers: ['rose', 'tulip'],
    wraps: PAPER_WRAPS,
    size: 'normal',
  },
  {
    titles: ['情人节限定', '爱你久久', '只爱你'],
    category: 'cat-festival-valentine',
    wish: '这个情人节，把所有的爱都说给你听',
    occasion: '情人节',
    tag: '情人节',
    flowers: ['rose', 'tulip', 'mixed'],
    wraps: PAPER_WRAPS,
    size: 'large',
  },
  {
    titles: ['母亲节限定', '感谢有您', '妈妈我爱你'],
    category: 'cat-festival-mothers',
    wish: '母亲节快乐，愿您被温柔以待',
    occasion: '母亲节',
    tag: '母亲节',
    flowers: ['carnation', 'lily', 'hydrangea', 'mixed'],
    wraps: PAPER_WRAPS,
    size: 'normal',
  },
  {
    titles: ['温柔时光', '周一花开', '生活小诗'],
    category: 'cat-weekly',
    wish: '把花香留给每一个平凡日子',
    occasion: '日常家居',
    tag: '同城速达',
    flowers: ANY_FLOWER,
    wraps: ['kraft', 'vase'],
    size: 'small',
  },
];

/** Stems of small-headed flowers (roses, carnations…) by size. */
const STEMS: Record<Size, number[]> = {
  small: [3, 6, 9, 11],
  normal: [6, 9, 11, 19, 21, 33],
  large: [19, 33, 52, 66, 99],
};
/** Stems of large-headed flowers (lilies, sunflowers, peonies, hydrangeas) by size. */
const BIG_STEMS: Record<Size, number[]> = { small: [1, 2, 3], normal: [2, 3, 5, 6], large: [6, 9, 11] };
const PLANTS: Record<Size, number[]> = { small: [1, 2], normal: [2, 3, 5], large: [5, 8] };
const BIG_HEADED: Flower[] = ['lily', 'sunflower', 'peony', 'hydrangea'];
const SOLID_COLOURS: Colour[] = ['red', 'pink', 'white', 'yellow', 'purple', 'orange', 'champagne', 'blue'];
const ORCHID_COLOURS: Colour[] = ['white', 'pink', 'purple', 'yellow'];

/** Rounds to a price ending in 9 within the shop's range, in yuan. */
const shelfPrice = (yuan: number) => Math.min(999, Math.max(99, Math.round(yuan / 10) * 10 - 1));

function colourFor(flower: Flower, rng: () => number): Colour {
  if (flower === 'sunflower') return rng() < 0.8 ? 'yellow' : 'orange';
  if (flower === 'orchid') return pick(ORCHID_COLOURS, rng);
  return rng() < 0.12 ? 'mixed' : pick(SOLID_COLOURS, rng);
}

function madeUpGoods(rng: () => number): DemoGoods {
  const theme = pick(THEMES, rng);
  const flower = pick(theme.flowers, rng);
  const wrap = pick(theme.wraps, rng);
  const colour = colourFor(flower, rng);
  const counted = flower !== 'babysbreath' && flower !== 'mixed';
  const count = pick(
    flower === 'orchid' ? PLANTS[theme.size] : BIG_HEADED.includes(flower) ? BIG_STEMS[theme.size] : STEMS[theme.size],
    rng,
  );
  const unit = flower === 'orchid' ? '株' : '枝';
  // Sunflowers need no colour in their name; a mixed bouquet names its colour scheme instead.
  const colourName = flower === 'sunflower' || flower === 'mixed' ? '' : COLOUR_NAMES[colour];
  const flowerName =
    flower !== 'mixed' ? FLOWER_NAMES[flower] : colour === 'mixed' ? '缤纷混搭' : `${COLOUR_NAMES[colour]}色系混搭`;
  const kept = theme.preserved ? '永生' : '';
  const form = wrap === 'vase' && (flower === 'orchid' || flower === 'hydrangea') ? '盆栽' : FORMS[wrap].name;
  const prefix = counted ? `${count}${unit}` : '';
  const fillers = [pick(FILLERS, rng), pick(FILLERS, rng)].filter((f, i, all) => all.indexOf(f) === i);
  const stems = counted ? count : theme.size === 'large' ? 40 : 12;
  const sale = shelfPrice(STEM_PRICE[flower] * stems * (theme.preserved ? 3 : 1) + FORMS[wrap].price);
  const market = Math.max(sale, shelfPrice(sale * (1.15 + rng() * 0.25)));
  const tags = rng() < 0.15 ? [theme.tag, '热销'] : rng() < 0.1 ? [theme.tag, '新品'] : [theme.tag];
  // English draws nothing from the generator, so the Chinese rows stay as they were.
  const [oneEn, manyEn] = FLOWER_NAMES_EN[flower];
  const colourEn = flower === 'sunflower' || flower === 'mixed' ? '' : `${COLOUR_NAMES_EN[colour]} `;
  const flowerEn = flower === 'mixed' && colour !== 'mixed' ? `${COLOUR_NAMES_EN[colour]} Mixed Flowers` : manyEn;
  const formEn = form === '盆栽' ? 'Pot' : FORMS_EN[wrap];
  const keptEn = theme.preserved ? 'Preserved ' : '';
  const fillersEn = fillers.map((f) => FILLERS_EN[f] ?? f).join(', ');
  const flowersEn = flower === 'orchid' ? `moth orchid plant${count === 1 ? '' : 's'}` : flowerEn.toLowerCase();
  const materialsEn =
    flower === 'mixed'
      ? `About ${stems} seasonal stems, ${fillersEn}`
      : `${counted ? count : 'A big bunch of'} ${keptEn.toLowerCase()}${colourEn.toLowerCase()}${
          counted && count === 1 && flower !== 'orchid' ? oneEn.toLowerCase() : flowersEn
        }, ${fillersEn}`;
  const en: GoodsEnglish = [
    `${counted ? `${count} ` : ''}${keptEn}${colourEn}${counted && count === 1 ? oneEn : flowerEn} ${formEn}`,
    `${FLOWER_MEANINGS_EN[flower]}.`,
    `Hand-picked ${theme.preserved ? 'preserved' : 'seasonal'} ${colourEn.toLowerCase()}${manyEn.toLowerCase()}, ${
      theme.preserved ? 'lasting colour with no care needed' : 'full heads that last'
    }.`,
  ];
  return {
    en,
    materialsEn,
    name: `${prefix}${kept}${colourName}${flowerName}${form}·${pick(theme.titles, rng)}`,
    category: theme.category,
    look: [flower, colour, wrap],
    price: [sale, market],
    language: `${FLOWER_MEANINGS[flower]}，${theme.wish}。`,
    materials:
      flower === 'mixed'
        ? `当季混搭花材约${stems}枝，${fillers.join('，')}`
        : `${kept}${colourName}${flowerName}${counted ? `${count}${unit}` : '一大束'}，${fillers.join('，')}`,
    packaging: FORMS[wrap].packaging,
    description: `精选${kept || '当季'}${colourName}${flowerName}，${theme.preserved ? '色泽持久、无需打理' : '花头饱满、花期持久'}，适合${theme.occasion}。`,
    tags,
  };
}

// ---- the catalogue -----------------------------------------------------------------------------

export interface Catalogue {
  categories: CategoryTable[];
  /** The catalogue's goods, then the add-ons (outside the goods count). */
  goods: GoodsTable[];
  skus: GoodsSkuTable[];
  comments: GoodsCommentTable[];
  homeLinks: HomeLinkTable[];
  hotWords: HotWordTable[];
}

interface CategoryInfo {
  /** Parent and own name, so a search for 爱情 finds a rose bouquet filed under 玫瑰花束. */
  searchName: string;
  searchNameEn: string;
  line: Line;
}

function flattenCategories(): { rows: CategoryTable[]; info: Map<string, CategoryInfo> } {
  const rows: CategoryTable[] = [];
  const info = new Map<string, CategoryInfo>();
  CATEGORY_TREE.forEach((top, i) => {
    const line = top.line ?? 'fresh';
    rows.push({
      id: top.id,
      parent_id: null,
      name: top.name,
      name_en: CATEGORY_NAMES_EN[top.id] ?? null,
      icon: iconPicture(...top.icon),
      sort: (i + 1) * 10,
      visible: 1,
    });
    info.set(top.id, { searchName: top.name, searchNameEn: CATEGORY_NAMES_EN[top.id] ?? '', line });
    top.children?.forEach((child, j) => {
      rows.push({
        id: child.id,
        parent_id: top.id,
        name: child.name,
        name_en: CATEGORY_NAMES_EN[child.id] ?? null,
        icon: iconPicture(...child.icon),
        sort: j + 1,
        visible: 1,
      });
      info.set(child.id, {
        searchName: categorySearchName(child.name, top.name),
        searchNameEn: categorySearchNameEn(CATEGORY_NAMES_EN[child.id], CATEGORY_NAMES_EN[top.id]),
        line: child.line ?? line,
      });
    });
  });
  return { rows, info };
}

function goodsIdAt(index: number): string {
  return `goods-${String(index + 1).padStart(4, '0')}`;
}

/** The id a hand-written goods gets, for links that point at it. */
function demoGoodsId(name: string): string {
  const index = DEMO_GOODS.findIndex((g) => g.name === name);
  if (index < 0) throw new Error(`No demo goods named ${name}`);
  return goodsIdAt(index);
}

const searchPage = (query: string) => `/pages/goods/goods-search/goods-search?${query}`;
const detailPage = (id: string) => `/pages/goods/detail/detail?id=${id}`;

/** The typed link of a route built by `searchPage` or `detailPage`. */
function linkTargetOf(route: string): HomeLinkTarget {
  const [path, query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  const goodsId = params.get('id');
  const categoryId = params.get('categoryId');
  const keyword = params.get('keyword');
  if (path === detailPage('').split('?')[0] && goodsId) return { type: 'goods', goodsId };
  if (categoryId) return { type: 'category', categoryId };
  if (keyword) return { type: 'search', keyword };
  return { type: 'page', path: route };
}

type PlainLink = Pick<HomeLinkTable, 'id' | 'slot' | 'title' | 'subtitle' | 'image' | 'link' | 'sort'>;

/** The demo's links, typed as the console edits them and shown at any date. */
function homeLinks(): HomeLinkTable[] {
  return plainHomeLinks().map((row) => ({
    ...row,
    title_en: HOME_LINKS_EN[row.id]?.[0] ?? null,
    subtitle_en: HOME_LINKS_EN[row.id]?.[1] ?? null,
    ...linkColumns(linkTargetOf(row.link)),
    active_from: null,
    active_until: null,
  }));
}

function plainHomeLinks(): PlainLink[] {
  return [
    {
      id: 'banner-love',
      slot: 'banner',
      title: '心动告白季',
      subtitle: '红玫瑰花束低至199元',
      image: bannerPicture('love'),
      link: searchPage('categoryId=cat-love'),
      sort: 1,
    },
    {
      id: 'banner-birthday',
      slot: 'banner',
      title: '生日惊喜送到家',
      subtitle: '同城最快3小时送达',
      image: bannerPicture('birthday'),
      link: searchPage('categoryId=cat-birthday'),
      sort: 2,
    },
    {
      id: 'banner-mothers',
      slot: 'banner',
      title: '感恩母亲节',
      subtitle: '康乃馨礼盒限时预订',
      image: bannerPicture('mothers-day'),
      link: detailPage(demoGoodsId('粉色康乃馨礼盒·感恩')),
      sort: 3,
    },
    {
      id: 'entry-express',
      slot: 'entry',
      title: '同城速达',
      subtitle: '最快3小时',
      image: iconPicture('rose', 'red'),
      link: searchPage(`keyword=${encodeURIComponent('同城速达')}`),
      sort: 1,
    },
    {
      id: 'entry-business',
      slot: 'entry',
      title: '企业订花',
      subtitle: '月结开票',
      image: iconPicture('lily', 'white'),
      link: searchPage('categoryId=cat-business'),
      sort: 2,
    },
    {
      id: 'entry-preserved',
      slot: 'entry',
      title: '永生花',
      subtitle: '一生只送一人',
      image: iconPicture('rose', 'champagne'),
      link: searchPage('categoryId=cat-preserved'),
      sort: 3,
    },
    {
      id: 'promotion-opening',
      slot: 'promotion',
      title: '开业花篮满减',
      subtitle: '满500减50，当天送达',
      image: bannerPicture('promotion-opening'),
      link: searchPage('categoryId=cat-opening'),
      sort: 1,
    },
    {
      id: 'promotion-weekly',
      slot: 'promotion',
      title: '每周一花',
      subtitle: '周花订阅，每周一束送到家',
      image: bannerPicture('promotion-weekly'),
      // The 周花 index (issue 45): the series and their plans, not a goods standing for one plan.
      link: '/pages/subscription/index/index',
      sort: 2,
    },
  ];
}

const HOT_WORDS = ['玫瑰', '康乃馨', '生日', '百合', '向日葵', '表白', '花篮', '永生花', '母亲节', '绿植'];

/**
 * The demo catalogue: the hand-written goods first, then as many made-up ones as asked for.
 * Everything follows from the goods' ids, so the same count gives the same rows, shifted by `now`.
 */
export function generateCatalogue({ goodsCount, now }: { goodsCount: number; now: number }): Catalogue {
  const { rows: categories, info } = flattenCategories();
  const goods: GoodsTable[] = [];
  const skus: GoodsSkuTable[] = [];
  const comments: GoodsCommentTable[] = [];
  let commentSeq = 0;
  const nextCommentId = () => `comment-${String(++commentSeq).padStart(6, '0')}`;

  for (let index = 0; index < goodsCount; index++) {
    const id = goodsIdAt(index);
    const rng = mulberry32(hashOf(id));
    const handWritten = index < DEMO_GOODS.length;
    const spec = DEMO_GOODS[index] ?? madeUpGoods(rng);
    const category = info.get(spec.category);
    if (!category) throw new Error(`Unknown demo category ${spec.category}`);
    const [flower, colour, wrap] = spec.look;
    const isNew = spec.tags.includes('新品');
    const created = now - HOUR - Math.floor(rng() * (isNew ? NEW_WITHIN_DAYS : LISTED_WITHIN_DAYS) * DAY);
    const pictures = Array.from({ length: 1 + Math.floor(rng() * 4) }, (_, k) =>
      bouquetPicture(flower, colour, wrap, ((index * 4 + k) % MAX_ARRANGEMENT) + 1),
    );
    const en = spec.en ?? GOODS_EN[spec.name];
    const row: GoodsTable = {
      id,
      category_id: spec.category,
      name: spec.name,
      name_en: en?.[0] ?? null,
      flower_language_en: en?.[1] ?? null,
      description_en: en?.[2] ?? null,
      sale_price: spec.price[0] * 100,
      market_price: spec.price[1] * 100,
      stock: spec.stock ?? 20 + Math.floor(rng() * 481),
      sales: spec.tags.includes('热销') ? 1500 + Math.floor(rng() * 3500) : Math.floor(rng() ** 2 * 1500),
      status: spec.status ?? 'on_sale',
      cover: pictures[0] as string,
      pictures: JSON.stringify(pictures),
      tags: JSON.stringify(spec.tags),
      flower_language: spec.language,
      materials: spec.materials,
      packaging: spec.packaging,
      delivery_notes: DELIVERY_NOTES[category.line],
      materials_en: spec.materialsEn ?? englishOf(MATERIALS_EN, spec.materials),
      packaging_en: englishOf(PACKAGING_EN, spec.packaging),
      delivery_notes_en: englishOf(DELIVERY_NOTES_EN, DELIVERY_NOTES[category.line]),
      description: spec.description,
      search_text: goodsSearchText({
        name: spec.name,
        tags: spec.tags,
        flowerLanguage: spec.language,
        categoryName: category.searchName,
        english: [en?.[0], en?.[1], category.searchNameEn],
      }),
      created_at: created,
      updated_at: created + Math.floor(rng() * (now - created)),
      spec_name: null,
      is_add_on: 0,
      add_on_ids: '[]',
    };
    skus.push(...giveOptions(row, handWritten ? null : index - DEMO_GOODS.length, category.line === 'fresh'));
    goods.push(row);
    // A few hand-written goods are too new to have comments; made-up ones keep to a handful, for speed.
    const commentCount = handWritten ? (index % 20 === 19 ? 0 : 3 + Math.floor(rng() * 6)) : Math.floor(rng() * 4);
    comments.push(...commentsFor(row, spec.look, category.line, commentCount, rng, now, nextCommentId));
  }

  goods.push(...addOnGoods(now));
  return {
    categories: [...categories, ADD_ON_CATEGORY],
    goods,
    skus,
    comments,
    homeLinks: homeLinks(),
    hotWords: HOT_WORDS.map((word, i) => ({ word, word_en: HOT_WORDS_EN[word] ?? null, sort: i + 1 })),
  };
}
