import type { Messages } from '../en';

/** The inspections landing page and an inspection's page (spec 2.4 "Inspections", 2.5) in Vietnamese. */
export const inspections: Messages['inspections'] = {
  landing: {
    intro: 'Những gì tài xế phát hiện khi kiểm tra xe, và những gì xưởng sửa chữa đã xử lý.',
    open: 'Mở danh sách',
    waiting: {
      reported: 'Đang chờ thợ máy',
      mechanic_assigned: 'Đang chờ đánh giá',
      out_of_service: 'Đang ngừng phục vụ',
    },
    about: {
      'vehicle-inspections': 'Các lần tài xế kiểm tra xe trước khi rời bãi và sau lượt chạy cuối cùng.',
      'end-of-day-inspections': 'Lần kiểm tra khi xe được đỗ qua đêm.',
      'end-of-ride-inspections': 'Lần kiểm tra dọc xe sau mỗi chuyến: không trẻ em nào bị bỏ quên trên xe.',
    },
  },
  show: {
    title: {
      pre_trip: 'Kiểm tra trước chuyến',
      post_trip: 'Kiểm tra sau chuyến',
      end_of_day: 'Kiểm tra cuối ngày',
      end_of_ride: 'Kiểm tra cuối chuyến',
    },
    inspectedAt: 'Kiểm tra lúc %{at}',
    defects: 'Lỗi được báo cáo',
    noDefects: 'Không có lỗi nào được báo cáo.',
    followUp: 'Xử lý tiếp',
    nothingToFollow: 'Đạt: không có gì cần xử lý tiếp.',
    steps: {
      reported: 'Đã báo cáo',
      mechanic_assigned: 'Đã giao thợ máy',
      assessed: 'Đã đánh giá',
    },
    mechanic: 'Thợ máy: %{name}',
  },
};
