// The demo catalogue in English (issue 16, decision 028): what an English reader sees of the seeded shop.

/** Category names by id. */
export const CATEGORY_NAMES_EN: Record<string, string> = {
  'cat-love': 'Love & Romance',
  'cat-love-rose': 'Rose Bouquets',
  'cat-love-confession': 'Confessions & Proposals',
  'cat-love-anniversary': 'Anniversaries',
  'cat-birthday': 'Birthday Flowers',
  'cat-birthday-bouquet': 'Birthday Bouquets',
  'cat-birthday-box': 'Birthday Flower Boxes',
  'cat-friendship': 'Friendship Flowers',
  'cat-friendship-sunflower': 'Sunflowers',
  'cat-friendship-graduation': 'Graduation',
  'cat-elders': 'For Family Elders',
  'cat-elders-mother': 'For Mum',
  'cat-elders-teacher': 'For Teachers',
  'cat-elders-visit': 'Get Well Soon',
  'cat-business': 'Corporate Flowers',
  'cat-business-desk': 'Reception Arrangements',
  'cat-business-gift': 'Corporate Gift Boxes',
  'cat-opening': 'Grand Opening Baskets',
  'cat-opening-basket': 'Opening Baskets',
  'cat-opening-tier': 'Floor-Standing Baskets',
  'cat-preserved': 'Preserved Flowers',
  'cat-preserved-box': 'Preserved Flower Boxes',
  'cat-preserved-dome': 'Glass Domes',
  'cat-plants': 'Potted Plants',
  'cat-plants-orchid': 'Moth Orchids',
  'cat-plants-desk': 'Desk Plants',
  'cat-festival': 'Seasonal Occasions',
  'cat-festival-valentine': "Valentine's Day",
  'cat-festival-mothers': "Mother's Day",
  'cat-festival-qixi': 'Qixi Festival',
  'cat-weekly': 'Weekly Flowers',
  'cat-add-ons': 'Add-ons',
};

/** A goods' English name, flower language and description. */
export type GoodsEnglish = [name: string, flowerLanguage: string, description: string];

/** The hand-written goods' English texts, by their Chinese name. */
export const GOODS_EN: Record<string, GoodsEnglish> = {
  '11枝红玫瑰花束·一心一意': [
    '11 Red Roses Bouquet · Only You',
    'Heart and soul: from now on, my eyes see only you.',
    'Classic Carola red roses with full heads in simple kraft paper, right for a confession, an anniversary or just because.',
  ],
  '19枝粉玫瑰花束·初恋': [
    '19 Pink Roses Bouquet · First Love',
    'Nineteen roses speak of patience and hope: may this first-love flutter last.',
    'Soft Diana pink roses with white snow mesh, sweet and tender, for the one you are falling for.',
  ],
  '33枝红玫瑰花束·三生三世': [
    '33 Red Roses Bouquet · Three Lifetimes',
    'Through three lifetimes, my love for you stays the same.',
    'Thirty-three red roses in elegant black wrapping: a striking, dignified choice for anniversaries and proposals.',
  ],
  '99枝红玫瑰花束·长长久久': [
    '99 Red Roses Bouquet · Forever and Always',
    'Ninety-nine roses mean forever: I will love you until the end of time.',
    'A breathtaking bouquet of 99 roses. Order a day ahead; our florists tie it fresh on the day.',
  ],
  '9枝白玫瑰花束·纯洁的爱': [
    '9 White Roses Bouquet · Pure Love',
    'White roses stand for pure love: I am worthy of you.',
    'A clean, fresh all-white bouquet, understated yet heartfelt, for the quietly artistic.',
  ],
  香槟玫瑰花束·只钟情你一个: [
    'Champagne Roses Bouquet · Only You for Me',
    'The champagne rose says: my heart is yours alone.',
    'Gentle champagne tones, grown-up and romantic, lovely for a girlfriend or a wife.',
  ],
  蓝色妖姬花束·独一无二: [
    'Blue Enchantress Roses Bouquet · One of a Kind',
    'The blue rose promises to stay: you are my one and only treasure.',
    'Mysterious blue roses full of character, for a surprise unlike any other.',
  ],
  红玫瑰爱心抱抱桶·求婚: [
    'Red Rose Heart Hatbox · Proposal',
    'Marry me, and let us share the rest of our lives.',
    'Red roses set in a heart inside a hatbox: when you kneel, she will not hesitate.',
  ],
  粉色郁金香花束·爱的告白: [
    'Pink Tulips Bouquet · Declaration of Love',
    'Pink tulips speak of a declaration of love and lasting happiness.',
    'Upright imported tulip buds that open slowly in fresh water, like an unhurried confession.',
  ],
  红粉玫瑰混搭·心动信号: [
    'Red & Pink Roses Mix · Heartbeat',
    'Every time I see you, my heart beats a little faster.',
    'Red and pink in bold contrast, sweet but never cloying: perfect for your very first bouquet.',
  ],
  紫色洋桔梗花束·真诚不变: [
    'Purple Lisianthus Bouquet · True and Steady',
    'Lisianthus stands for sincere, unchanging love.',
    'Long-lasting, richly layered lisianthus in an elegant purple and white.',
  ],
  香槟玫瑰抱抱桶·岁月静好: [
    'Champagne Roses Hatbox · Quiet Happiness',
    'Every day I spend with you is quiet happiness.',
    'The hatbox holds its own water, so no vase is needed: a gentle choice for a wedding anniversary.',
  ],
  红玫瑰百合花束·百年好合: [
    'Red Roses & Lilies Bouquet · A Lifetime Together',
    'Lilies wish a hundred happy years together; roses speak of passionate love.',
    'The classic pairing of roses and lilies, sweetly fragrant, for a wedding anniversary.',
  ],
  粉色芍药花束·情有独钟: [
    'Pink Peonies Bouquet · Devoted Heart',
    'The peony is the flower of love: devoted and inseparable.',
    'Seasonal peonies that come only in May, with huge fluffy blooms. A limited season not to be missed.',
  ],
  紫玫瑰花束·珍贵的爱: [
    'Purple Roses Bouquet · Precious Love',
    'Purple roses speak of a rare, precious love: meeting you is my greatest luck.',
    'A romantic purple bouquet, mysterious and noble, made for anniversary rituals.',
  ],
  粉色康乃馨玫瑰混搭·生日快乐: [
    'Pink Carnations & Roses Mix · Happy Birthday',
    'May the world treat you kindly. Happy birthday.',
    'A sweet pink mixed bouquet for the birthday of a best friend, a colleague or family.',
  ],
  向日葵混搭·阳光少年: [
    'Sunflower Mix · Sunshine',
    'Grow towards the sun, and stay bright and bold forever.',
    'A bright yellow bouquet that suits him too, full of good energy.',
  ],
  非洲菊花束·天天开心: [
    'Gerbera Daisies Bouquet · Happy Every Day',
    'Gerberas stand for joy and strength: may every day be a good day.',
    'Colourful gerberas that last long and give great value; children love them too.',
  ],
  橙色玫瑰花束·元气满满: [
    'Orange Roses Bouquet · Full of Energy',
    'Orange roses speak of friendship and zest: a lively year ahead.',
    'Vivid orange like a glass of iced juice, for a cheerful birthday star.',
  ],
  黄玫瑰花束·闪闪发光: [
    'Yellow Roses Bouquet · Shine Bright',
    'Yellow roses bring care and good wishes: may you always shine.',
    'Bright yellow roses in white wrapping, fresh and eye-catching, for friends and colleagues alike.',
  ],
  多头小玫瑰花束·甜蜜时光: [
    'Spray Roses Bouquet · Sweet Moments',
    'Little roses, full of sweet wishes.',
    'Spray roses with several blooms to a stem, fluffy and cute: a heartfelt gift on a small budget.',
  ],
  粉色绣球玫瑰礼盒·少女心: [
    'Pink Hydrangea & Roses Box · Girlish Charm',
    'Hydrangeas stand for hope and togetherness: may your youthful heart never fade.',
    'Arranged in floral foam, this box stays fresh three to five days without water: a surprise to hold.',
  ],
  蓝色绣球礼盒·浪漫满屋: [
    'Blue Hydrangea Box · Romance at Home',
    'Blue hydrangeas speak of romance and hope: a whole summer, for you.',
    'Cool blue and white, loved by anyone with a summer birthday.',
  ],
  香槟洋桔梗礼盒·温柔时光: [
    'Champagne Lisianthus Box · Gentle Times',
    'In these gentle times, I am so glad to have you.',
    'Soft champagne tones, refined and tender, for elders or a manager.',
  ],
  红玫瑰蛋糕花盒·生日惊喜: [
    'Red Rose Cake Box · Birthday Surprise',
    'The loveliest wishes, for the one who matters most.',
    'Roses arranged as a cake: the most photogenic gift at any birthday party.',
  ],
  '3枝向日葵花束·沉默的爱': [
    '3 Sunflowers Bouquet · Quiet Love',
    'Sunflowers stand for quiet love and loyalty, always following your light.',
    'Three simple sunflowers, unassuming but warm, for your best friend.',
  ],
  向日葵小雏菊花束·友谊长存: [
    'Sunflowers & Daisies Bouquet · Friends Forever',
    'May our friendship, like the sunflower, always face the sun.',
    'Sunflowers with little daisies, fresh and natural, for a best friend or an old classmate.',
  ],
  向日葵满天星花束·前程似锦: [
    "Sunflowers & Baby's Breath Bouquet · Bright Future",
    'May your future be bright, with sunshine wherever you go.',
    'Black wrapping makes the sunflowers glow: for a promotion, a new job or graduation.',
  ],
  毕业花束·乘风破浪: [
    'Graduation Bouquet · Ride the Wind',
    'Ride the wind and waves towards a bright future.',
    'The graduation-day essential, great in photos, with a free handwritten message.',
  ],
  蓝色满天星花束·青春不散场: [
    "Blue Baby's Breath Bouquet · Forever Young",
    "Baby's breath means true affection: may our youth never end.",
    "A big bunch of blue baby's breath, dreamy as a starry sky, and kind to a student budget.",
  ],
  粉色满天星花束·清新可人: [
    "Pink Baby's Breath Bouquet · Fresh and Sweet",
    "Baby's breath is the love happy to play a supporting role: you are the star of my heart.",
    "Baby's breath dries naturally and keeps for a long time: a small gift that lasts.",
  ],
  非洲菊向日葵花束·金榜题名: [
    'Gerberas & Sunflowers Bouquet · Top of the Class',
    'Top of the list, and dreams come true.',
    'A celebration bouquet for passing the big exam, wishing every step higher.',
  ],
  粉色康乃馨礼盒·感恩: [
    'Pink Carnations Box · Gratitude',
    "Carnations stand for a mother's love: thank you for everything you give.",
    "Our Mother's Day best seller. The box holds floral foam, so Mum never needs to change the water.",
  ],
  '19枝红康乃馨花束·妈妈我爱你': [
    '19 Red Carnations Bouquet · Love You, Mum',
    'Every stitch of your love goes with me. Thank you, Mum.',
    'Warm red carnations to tell Mum how deeply you love her.',
  ],
  康乃馨百合花束·健康长寿: [
    'Carnations & Lilies Bouquet · Health and Long Life',
    'Wishing you good health, long life and peace every year.',
    'Fragrant lilies with carnations, for Mum, a mother-in-law or an elder’s birthday.',
  ],
  香槟康乃馨花束·温暖如初: [
    'Champagne Carnations Bouquet · Always Warm',
    'Your love is as warm as ever, and it keeps me going.',
    'Quiet, gentle champagne tones for a mum who loves understated elegance.',
  ],
  黄色康乃馨花束·师恩难忘: [
    'Yellow Carnations Bouquet · Thank You, Teacher',
    'A teacher for a day, remembered for a lifetime.',
    "A heartfelt choice for Teachers' Day or a thank-you dinner; we can write the card for you.",
  ],
  百合康乃馨花束·桃李满天下: [
    'Lilies & Carnations Bouquet · Students Everywhere',
    'Your students are everywhere, and your kindness reaches far.',
    'Noble lilies and warm carnations to show a teacher respect and thanks.',
  ],
  向日葵康乃馨花束·感谢恩师: [
    'Sunflowers & Carnations Bouquet · Grateful Student',
    'You are the light that shows me the way.',
    'Bright, warm colours, just right for a class teacher at the thank-you dinner.',
  ],
  百合花篮·早日康复: [
    'Lily Basket · Get Well Soon',
    'Wishing you a speedy recovery, peace and joy.',
    'A calm, fresh basket for a hospital visit; the lilies’ scent is soft enough for a ward.',
  ],
  黄色百合花束·阳光相伴: [
    'Yellow Lilies Bouquet · Sunshine With You',
    'Yellow lilies bring joy and gratitude: may the sun stay with you.',
    'Cheerful yellow that lifts the mood, for visiting an elder or a friend.',
  ],
  康乃馨花篮·平安喜乐: [
    'Carnation Basket · Peace and Joy',
    'Peace every year, and joy in everything.',
    'A handled basket that is easy to place, in warm colours for a visit or a kind word.',
  ],
  前台花艺·每周一换: [
    'Reception Arrangement · Changed Weekly',
    'Let every visitor feel the welcome of fresh flowers.',
    'A vase arrangement for your front desk, refreshed by our florist every week, with monthly invoicing.',
  ],
  白色蝴蝶兰桌花·雅致: [
    'White Moth Orchid Table Arrangement · Elegance',
    'The moth orchid wishes happiness flying your way: graceful and auspicious.',
    'Pure white orchids, simple and stately, for offices and reception areas.',
  ],
  会议桌花·百合瓶插: [
    'Meeting Table Lilies in a Vase',
    'Elegant lilies, wishing your meeting every success.',
    'Low enough not to block the view: for meeting tables and signing ceremonies.',
  ],
  商务花盒·鸿运当头: [
    'Corporate Flower Box · Good Fortune',
    'Good fortune ahead, and success for us both.',
    'Steady, stately red and black, for visiting clients or celebrating a signed deal.',
  ],
  香槟玫瑰商务花篮·合作愉快: [
    'Champagne Roses Corporate Basket · Happy Partnership',
    'Here is to a happy partnership and shared success.',
    'A champagne-toned basket, tasteful and discreet, for partners and managers.',
  ],
  白色洋桔梗花束·诚挚感谢: [
    'White Lisianthus Bouquet · Sincere Thanks',
    'Sincere thanks for walking this road with us.',
    'A fresh, simple thank-you bouquet for awards, speeches and appreciation events.',
  ],
  开业花篮·生意兴隆: [
    'Grand Opening Basket · Thriving Business',
    'May business thrive and prosperity flow from every direction.',
    'A festive red opening basket, delivered and set up on the day.',
  ],
  开业花篮·红红火火: [
    'Grand Opening Basket · Flourishing',
    'Flourishing and rising higher every day.',
    'Roses and lilies, grand yet refined, for a shop opening.',
  ],
  黄色开业花篮·财源广进: [
    'Yellow Opening Basket · Wealth and Prosperity',
    'Gold everywhere, and wealth pouring in.',
    'Golden yellow for rolling prosperity, for a restaurant or shop opening.',
  ],
  双层落地花篮·开业大吉: [
    'Two-Tier Floor Basket · Grand Opening',
    'A grand opening and a soaring future.',
    'An imposing two-tier floor basket for company openings and ribbon cuttings.',
  ],
  三层落地花篮·宏图大展: [
    'Three-Tier Floor Basket · Great Ambitions',
    'Great plans unfolding, and a long road of success.',
    'A large three-tier floor basket that makes a statement at malls, hotels and office openings.',
  ],
  乔迁花篮·福满新居: [
    'Housewarming Basket · Blessings for the New Home',
    'Congratulations on the move: may the new home be full of blessings.',
    'A warm pink housewarming basket that brings joy to a new home.',
  ],
  永生红玫瑰礼盒·永恒的爱: [
    'Preserved Red Roses Box · Eternal Love',
    'Preserved flowers never wilt, just like my love for you.',
    'Imported preserved roses that need no water and keep for one to three years.',
  ],
  永生粉玫瑰八音盒·一生所爱: [
    'Preserved Pink Roses Music Box · Love of My Life',
    'The love of my life: every note of the melody is you.',
    'Music plays as you lift the lid: romantic and a keepsake.',
  ],
  永生花绣球礼盒·小确幸: [
    'Preserved Hydrangea Box · Little Joys',
    'May the little joys of life find you every day.',
    'A small, delicate preserved-flower piece for a desk or a bedside.',
  ],
  玻璃罩永生玫瑰·小王子的玫瑰: [
    "Preserved Rose in a Glass Dome · The Little Prince's Rose",
    'It is the time you have spent on your rose that makes your rose so important.',
    'The rose from The Little Prince, carefully kept under glass and beautiful for good.',
  ],
  蓝色永生花玻璃罩·星空: [
    'Blue Preserved Flowers Glass Dome · Starry Sky',
    'You are the whole starry sky I look up to.',
    'The base holds warm fairy lights that glow like stars at night: romantic and practical.',
  ],
  永生花小夜灯·陪伴: [
    'Preserved Flower Night Light · By Your Side',
    'May this little light keep you company every night, for me.',
    'A preserved-flower piece that doubles as a night light, for couples far apart.',
  ],
  紫色蝴蝶兰盆栽·3株: [
    'Purple Moth Orchid Pot · 3 Stems',
    'The moth orchid wishes happiness flying your way: pure and graceful.',
    'Blooms for two to three months; for the living room or the office.',
  ],
  白色蝴蝶兰盆栽·5株: [
    'White Moth Orchid Pot · 5 Stems',
    'Pure white orchids, for purity and blessings.',
    'Five stems of large white orchids, a dignified gift for an opening, a housewarming or a manager.',
  ],
  粉色蝴蝶兰盆栽·吉祥如意: [
    'Pink Moth Orchid Pot · Good Luck',
    'Good luck, and fortune after fortune.',
    'Festive pink orchids, a favourite gift for Spring Festival and housewarmings.',
  ],
  小盆绣球·清新桌面: [
    'Small Potted Hydrangea · Fresh Desk',
    'Hydrangeas stand for hope: a little life on your desk.',
    'A small hydrangea pot that brings a touch of cool to any desk.',
  ],
  洋桔梗盆栽·温柔相伴: [
    'Potted Lisianthus · Gentle Company',
    'Gentle company, waiting for the flowers to open.',
    'A lisianthus that keeps on flowering; easy care, even for beginners.',
  ],
  情人节限定·52枝红玫瑰: [
    "Valentine's Special · 52 Red Roses",
    'Fifty-two roses say "I love you", with more love than words can hold.',
    "A Valentine's Day limited edition, while stocks last.",
  ],
  情人节粉玫瑰抱抱桶·甜蜜: [
    "Valentine's Pink Roses Hatbox · Sweetness",
    'Every day with you is sweeter than honey.',
    "Our most-loved Valentine's hatbox holds its own water, so you can carry it around town.",
  ],
  母亲节康乃馨花束·妈妈辛苦了: [
    "Mother's Day Carnations Bouquet · Thank You, Mum",
    'Thank you for everything, Mum; may you stay young and beautiful.',
    "A Mother's Day special; order ahead to choose a morning delivery on the day.",
  ],
  母亲节康乃馨绣球礼盒·温暖: [
    "Mother's Day Carnations & Hydrangea Box · Warmth",
    'Your arms are the warmest place I will ever know.',
    'Hydrangeas with carnations in a full, generous box that will make Mum smile.',
  ],
  七夕限定·鹊桥相会: [
    'Qixi Special · Meeting on the Magpie Bridge',
    'One meeting of autumn wind and jade dew outshines all the world.',
    'Qixi-only colours in romantic starry-sky paper, a little ceremony for your Qixi.',
  ],
  七夕紫玫瑰花束·浪漫: [
    'Qixi Purple Roses Bouquet · Romance',
    'Romantic purple: the love I cannot hide.',
    'A purple bouquet made for Qixi. The season is over; see you next year.',
  ],
  '每周一花·季节鲜花订阅（4周）': [
    'Weekly Flowers · Seasonal Subscription (4 Weeks)',
    'Something to look forward to every Monday.',
    'A bunch of seasonal flowers every Monday for four weeks: life, written as poetry.',
  ],
  '每周一花·玫瑰订阅（4周）': [
    'Weekly Flowers · Rose Subscription (4 Weeks)',
    'Every week, romance in a new colour.',
    'Four weeks, four roses: red, pink, white and champagne in turn, for someone who loves life.',
  ],
};

/** The add-ons' English name and description, by id. */
export const ADD_ONS_EN: Record<string, [name: string, description: string]> = {
  'addon-vase': ['Glass Vase', 'A thick clear glass vase, ready for your flowers the moment they arrive.'],
  'addon-chocolate': [
    'Chocolate Gift Box · 3 Pieces',
    'Three imported cocoa-butter chocolates, for twice the sweetness.',
  ],
  'addon-card': ['Handwritten Card · Vintage', 'Your wishes handwritten by our florist on a vintage gold-foil card.'],
  'addon-bear': ['Teddy Bear', 'A soft teddy bear, about 20 cm, to keep them company every day.'],
};

/** The home's banners and cards: English title and subtitle by id. */
export const HOME_LINKS_EN: Record<string, [title: string, subtitle: string]> = {
  'banner-love': ['Season of Love', 'Red rose bouquets from ¥199'],
  'banner-birthday': ['Birthday Surprises Delivered', 'Same-city delivery in as little as 3 hours'],
  'banner-mothers': ["Thank You, Mum: Mother's Day", 'Pre-order carnation gift boxes now'],
  // Entry cards hold about seven characters of title at 375 px.
  'entry-express': ['Express', 'From 3 hours'],
  'entry-business': ['Business', 'Monthly invoicing'],
  'entry-preserved': ['Eternal', 'Preserved flowers'],
  'promotion-opening': ['Opening Basket Deals', '¥50 off ¥500, same-day delivery'],
  'promotion-weekly': ['Weekly Flowers', 'A bouquet at your door every week'],
};

/** The demo coupon templates' English names, by id. */
export const COUPON_NAMES_EN: Record<string, string> = {
  'tpl-new-member': 'New Member Gift · ¥20 off ¥99',
  'tpl-199-minus-30': '¥30 off ¥199',
  'tpl-ten-percent-off': '10% off Everything · Up to ¥50',
  'tpl-roses-299-minus-40': 'Rose Bouquets · ¥40 off ¥299',
  'tpl-opening-500-minus-50': 'Opening Baskets · ¥50 off ¥500',
  'tpl-weekly-minus-30': 'Weekly Flowers Subscription · ¥30 off',
  'tpl-flash-99-minus-50': 'Flash Sale · ¥50 off ¥99',
};

/** The search page's hot words in English, by Chinese word: each is found in the English search text. */
export const HOT_WORDS_EN: Record<string, string> = {
  玫瑰: 'Rose',
  康乃馨: 'Carnation',
  生日: 'Birthday',
  百合: 'Lilies',
  向日葵: 'Sunflower',
  表白: 'Confession',
  花篮: 'Basket',
  永生花: 'Preserved',
  母亲节: "Mother's Day",
  绿植: 'Plant',
};
