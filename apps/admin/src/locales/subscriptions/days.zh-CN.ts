/** The day counts' texts (issue 45). */
export const daysZh = {
  title: '未来 14 天每天需要的周花花束（已下单和待下单）',
  date: '日期',
  weekday: '星期',
  total: '合计',
  empty: '未来 14 天没有周花配送',
  dayPlan: '备花计划',
};
