import type { Messages } from '../en';

/** The bus lookup (spec 2.5 "transportation request bus lookup") and its link from a request, in Vietnamese. */
export const busLookup: Messages['busLookup'] = {
  intro: 'Tìm các lượt chạy phục vụ một trường và điểm dừng gần nhà nhất của từng lượt: chọn một yêu cầu, hoặc nhập trường cùng địa chỉ hay tọa độ của nhà.',
  form: {
    request: 'Yêu cầu',
    campus: 'Trường',
    address: 'Địa chỉ nhà',
    lat: 'Vĩ độ',
    lng: 'Kinh độ',
    find: 'Tìm xe buýt',
    or: 'hoặc',
  },
  origin: {
    coordinates: 'tọa độ đã nhập',
    request: 'yêu cầu',
    student: 'nhà của một học sinh',
    campus: 'một trường',
  },
  found: 'Nhà: %{place} (lấy từ %{source}). Các lượt chạy của %{campus}, điểm dừng gần nhất xếp trước.',
  noRuns: 'Không có lượt chạy nào đang hoạt động phục vụ trường này.',
  table: {
    rank: '#',
    run: 'Lượt chạy',
    direction: 'Chiều',
    vendor: 'Nhà xe',
    stop: 'Điểm dừng gần nhất',
    time: 'Giờ tại điểm dừng',
    distance: 'Khoảng cách',
    seatsLeft: 'Ghế còn trống',
    full: 'Đã đầy',
    today: 'Hôm nay',
    monitor: 'Có giám sát viên trên xe',
  },
  home: 'Nhà',
  school: 'Trường',
  map: 'Bản đồ nhà, trường và các điểm dừng gần nhất',
  schedule: 'Xếp vào lượt chạy này',
  scheduled: 'Yêu cầu đã được xếp vào lượt chạy %{run}.',
  findBus: 'Tìm xe buýt',
};
