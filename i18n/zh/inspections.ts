import type { Messages } from '../en';

export const inspections: Messages['inspections'] = {
  landing: {
    intro: '司机检查车辆时发现的问题，以及维修车间的处理情况。',
    open: '打开列表',
    waiting: {
      reported: '等待机修工',
      mechanic_assigned: '等待评估',
      out_of_service: '保持停运',
    },
    about: {
      'vehicle-inspections': '司机在出车场前和最后一个班次后进行的检查。',
      'end-of-day-inspections': '车辆停放过夜时进行的检查。',
      'end-of-ride-inspections': '每个行程结束后的巡查：确保车上没有遗留儿童。',
    },
  },
  show: {
    title: {
      pre_trip: '出车前检查',
      post_trip: '行车后检查',
      end_of_day: '收车检查',
      end_of_ride: '行程结束检查',
    },
    inspectedAt: '检查时间：%{at}',
    defects: '报告的缺陷',
    noDefects: '未报告缺陷。',
    followUp: '后续处理',
    nothingToFollow: '合格：无需后续处理。',
    steps: {
      reported: '已报告',
      mechanic_assigned: '已指派机修工',
      assessed: '已评估',
    },
    mechanic: '机修工：%{name}',
  },
};
