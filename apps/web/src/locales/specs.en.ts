import type { SpecsMessages } from './specs.zh-CN';

/** The texts of goods options and add-ons in English. */
const specsEn: SpecsMessages = {
  specs: {
    choose: 'Choose an option',
    chooseHint: 'Choose {{spec}}',
    chosen: 'Chosen: {{name}}',
    option: 'Option',
    stock: '{{count}} in stock',
    soldOut: 'Sold out',
    quantity: 'Quantity',
    confirm: 'Confirm',
    close: 'Close',
    sheet: 'Choose an option',
    addOns: 'Add-ons',
    addOnsHint: 'Make it a fuller gift',
    pick: 'Add {{name}}',
    stockLimit: 'Only {{count}} left',
    commentOption: 'Option: {{name}}',
    earliest: 'Earliest delivery: {{date}}',
    notSoon: 'Cannot be made in the coming days',
  },
};

export default specsEn;
