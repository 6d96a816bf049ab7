import type { Messages } from '../en';

export const global: Messages['global'] = {
  goToPage: {
    title: 'Đi tới trang',
    field: 'Đi tới:',
    placeholder: 'Bắt đầu nhập...',
    recentlyViewed: 'Đã xem gần đây',
    loading: 'Đang tải…',
    noOptions: 'Không có trang phù hợp',
    close: 'Đóng',
    clear: 'Xóa',
  },
  popups: {
    ok: 'OK',
    errorTitle: 'Lỗi',
  },
  newVersion: {
    title: 'Đã có phiên bản mới của ứng dụng',
    message: 'Vui lòng làm mới trang để dùng phiên bản mới, hoặc hoãn cập nhật 1 giờ.',
    delay: 'Hoãn',
    refresh: 'Làm mới',
  },
  updateError: {
    title: 'Không thể cập nhật ứng dụng',
    message: 'Đã xảy ra lỗi khi kiểm tra phiên bản mới của ứng dụng. Vui lòng tải lại trang. Nếu lỗi vẫn tiếp diễn, hãy liên hệ quản trị viên.',
    reload: 'Tải lại',
  },
  impersonation: {
    sessionEndsIn: 'Phiên kết thúc sau %{time}',
    signedInAs: '%{supportUser} đang đăng nhập với tư cách %{targetUser}',
  },
  records: {
    saved: 'Đã lưu %{kind} %{name}',
    deleted: 'Đã xóa %{smart_count} %{kind}',
    step: '%{step} %{kind} %{name}?',
  },
  savedViews: {
    button: 'Chế độ xem',
    none: 'Chưa có chế độ xem nào được lưu cho danh sách này',
    save: 'Lưu chế độ xem này…',
    title: 'Lưu chế độ xem này',
    name: 'Tên',
    hint: 'Bộ lọc, thứ tự và các cột. Tên đã dùng sẽ thay thế chế độ xem đó.',
    saved: 'Đã lưu chế độ xem “%{name}”',
    deleted: 'Đã xóa chế độ xem “%{name}”',
    delete: 'Xóa chế độ xem %{name}',
  },
  choicesFrom: {
    first: 'Hãy chọn %{field} trước',
  },
  bulk: {
    set: 'Đặt %{field}',
    title: '%{field} của %{count} %{kind}',
    apply: 'Áp dụng',
    saving: 'Đang lưu %{done} / %{count}…',
    allDone: 'Đã thay đổi %{count} %{kind}',
    summary: 'Đã thay đổi %{done} %{kind}; %{refused} bị từ chối',
    refusedStay: 'Các bản ghi bị từ chối vẫn được đánh dấu.',
    failed: 'Không có gì thay đổi: %{message}',
  },
  filters: {
    quick: 'Bộ lọc nhanh',
    from: '%{field} từ',
    until: '%{field} đến',
  },
};
