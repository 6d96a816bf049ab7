import type { Messages } from '../en';

/** The utility pages (spec 2.9) in Vietnamese: the deeplink resolver, the charter portal handoff, the content landing page and the exports it hands over. */
export const utility: Messages['utility'] = {
  deeplink: {
    rideNotFound: 'Không tìm thấy mã chuyến cho chuyến #%{rideDisplayId}',
  },
  charterLogin: {
    failed: 'Không thể mở cổng thông tin thuê xe.',
  },
  landing: {
    loadFailed: 'Không tải được thông tin của nội dung',
    contextId: 'Mã ngữ cảnh: %{contextId}',
    imagePreview: 'Xem trước nội dung',
  },
  export: {
    id: 'Mã',
    referenceId: 'Mã %{field}',
    csv: 'Tệp CSV',
    xlsx: 'Sổ làm việc Excel (.xlsx)',
  },
  passwordResetRequest: {
    title: 'Thiết lập mật khẩu cho môi trường phát triển',
    setupNewUser: 'Thiết lập mật khẩu cho người dùng mới',
  },
};
