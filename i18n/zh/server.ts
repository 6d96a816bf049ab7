import type { ServerTexts } from '../serverTexts';

export const server: ServerTexts = {
  errors: {
    forbidden: '您无权访问此内容。',
    stale: '此记录已被他人更改。请重新加载后再试。',
    notSignedIn: '请登录以继续。',
    accountNotSelected: '请选择一个账户以继续。',
    tooManyAttempts: '尝试次数过多。请等待 15 分钟后再试。',
    internal: '出现错误',
    unreachable: '无法连接数据库。请稍后再试。',
    busy: '数据库繁忙。请稍后再试。',
    invalidJson: '请求内容不是有效的 JSON。',
    emptyJson: '请求内容为空，但其内容类型为 JSON。',
    tooLarge: '请求内容过大。',
    mediaType: '此处不接受这种内容类型。',
    contentLength: 'Content-Length 标头与请求内容不符。',
    invalidEmail: '请输入有效的电子邮件地址。',
    fileEmpty: '文件为空。',
    appliedAlready: '此文件已应用过，或无法读取。',
    checkAnew: '此文件已应用过，或无法读取；请重新上传以再次检查。',
  },
  mail: {
    ignore: '如果这不是您本人的请求，可以忽略此邮件。',
    reset: {
      subject: '%{product}：重置您的密码',
      asked: '有人请求重置您的 %{product} 账户密码。',
      link: '此链接仅可使用一次，一小时内有效。',
      action: '重置密码',
    },
    newUser: {
      subject: '%{product}：设置您的账户',
      created: '已为您在 %{product} 上创建了一个账户。',
      link: '请设置密码以完成账户设置。此链接仅可使用一次，3 天内有效。',
      action: '创建密码',
    },
  },
};
