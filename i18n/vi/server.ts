import type { ServerTexts } from '../serverTexts';

export const server: ServerTexts = {
  errors: {
    forbidden: 'Bạn không có quyền truy cập nội dung này.',
    stale: 'Bản ghi này đã được người khác thay đổi. Hãy tải lại và thử lại.',
    notSignedIn: 'Hãy đăng nhập để tiếp tục.',
    accountNotSelected: 'Hãy chọn một tài khoản để tiếp tục.',
    tooManyAttempts: 'Quá nhiều lần thử. Hãy đợi 15 phút rồi thử lại.',
    internal: 'Đã xảy ra lỗi',
    unreachable: 'Không kết nối được cơ sở dữ liệu. Hãy thử lại sau giây lát.',
    busy: 'Cơ sở dữ liệu đang bận. Hãy thử lại sau giây lát.',
    invalidJson: 'Nội dung yêu cầu không phải JSON hợp lệ.',
    emptyJson: 'Nội dung yêu cầu trống nhưng loại nội dung của nó là JSON.',
    tooLarge: 'Nội dung yêu cầu quá lớn.',
    mediaType: 'Loại nội dung này không được chấp nhận ở đây.',
    contentLength: 'Tiêu đề Content-Length không khớp với nội dung.',
    invalidEmail: 'Hãy nhập một địa chỉ email hợp lệ.',
    fileEmpty: 'Tệp trống.',
    appliedAlready: 'Tệp này đã được áp dụng, hoặc không đọc được.',
    checkAnew: 'Tệp này đã được áp dụng, hoặc không đọc được; hãy tải lên lại để kiểm tra lại.',
  },
  mail: {
    ignore: 'Nếu bạn không yêu cầu việc này, bạn có thể bỏ qua thư này.',
    reset: {
      subject: '%{product}: đặt lại mật khẩu của bạn',
      asked: 'Có người đã yêu cầu đặt lại mật khẩu tài khoản %{product} của bạn.',
      link: 'Liên kết chỉ dùng được một lần, trong vòng một giờ tới.',
      action: 'Đặt lại mật khẩu',
    },
    newUser: {
      subject: '%{product}: thiết lập tài khoản của bạn',
      created: 'Một tài khoản trên %{product} đã được tạo cho bạn.',
      link: 'Hãy chọn mật khẩu để hoàn tất việc thiết lập. Liên kết chỉ dùng được một lần, trong vòng 3 ngày tới.',
      action: 'Tạo mật khẩu',
    },
  },
};
