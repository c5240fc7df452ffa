/** The texts of goods options (规格) and add-ons on the detail page and the cart: they load with those pages. */
const specsZhCN = {
  specs: {
    choose: '请选择规格',
    chooseHint: '请选择{{spec}}',
    chosen: '已选：{{name}}',
    option: '规格',
    stock: '库存{{count}}件',
    soldOut: '已售罄',
    quantity: '购买数量',
    confirm: '确定',
    close: '关闭',
    sheet: '选择规格',
    addOns: '加购',
    addOnsHint: '搭配加购，心意更满',
    pick: '加购{{name}}',
    stockLimit: '库存仅剩{{count}}件',
    commentOption: '规格：{{name}}',
    earliest: '最早 {{date}} 可送',
    notSoon: '近期暂无法制作',
  },
};

export type SpecsMessages = typeof specsZhCN;
export default specsZhCN;
