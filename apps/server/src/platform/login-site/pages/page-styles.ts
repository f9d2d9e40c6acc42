// Colours meet WCAG AA: body text #1f2937 and links/buttons #1d4ed8 on white (≥ 6.7:1), errors
// #b91c1c (5.9:1), white on #1d4ed8 (6.7:1). Focus is a 3 px outline that never gets removed.
/** The login site's stylesheet, inlined with the CSP nonce. */
export const pageStyles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.6 "PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;color:#1f2937;background:#f3f4f6}
a{color:#1d4ed8}
a:focus-visible,button:focus-visible,input:focus-visible,[role=slider]:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.brand{display:flex;align-items:center;gap:12px;max-width:1366px;margin:0 auto;padding:16px 24px}
.brand img{height:40px;width:auto}
.brand-title{font-size:20px;font-weight:600;margin:0}
.brand-sub{margin:0;color:#4b5563;font-size:14px}
main{max-width:440px;margin:24px auto;padding:32px;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.12)}
h1{font-size:22px;margin:0 0 16px}
nav.tabs{display:flex;gap:16px;margin-bottom:16px}
nav.tabs a[aria-current=page]{font-weight:700;text-decoration:none;color:#1f2937}
.field{margin-bottom:16px}
.field label{display:block;font-weight:600;margin-bottom:4px}
.field input[type=text],.field input[type=tel],.field input[type=password]{width:100%;padding:10px 12px;font-size:16px;border:1px solid #6b7280;border-radius:4px}
.field input[aria-invalid=true]{border-color:#b91c1c}
.hint{color:#4b5563;font-size:14px;margin:4px 0 0}
.error{color:#b91c1c;font-size:14px;margin:4px 0 0}
.code-row{display:flex;gap:8px}
.code-row input{flex:1}
.check label{display:inline;font-weight:400}
button{cursor:pointer;font-size:16px;border-radius:4px;padding:10px 16px;border:1px solid #1d4ed8}
button.primary{width:100%;background:#1d4ed8;color:#fff}
button.secondary{background:#fff;color:#1d4ed8;white-space:nowrap}
button:disabled{color:#4b5563;border-color:#9ca3af;background:#f3f4f6;cursor:not-allowed}
.summary{border:2px solid #b91c1c;border-radius:4px;padding:12px 16px;margin-bottom:16px}
.summary h2{font-size:16px;margin:0 0 4px;color:#b91c1c}
.summary ul{margin:0;padding-left:20px}
.links{display:flex;justify-content:space-between;margin-top:16px}
.note{background:#fef3c7;color:#1f2937;padding:8px 12px;border-radius:4px;font-size:14px}
.status{min-height:1.6em;font-size:14px;margin:4px 0 0}
.captcha{margin:8px 0 16px}
.captcha[hidden]{display:none}
.captcha-stage{position:relative;width:300px;height:140px;overflow:hidden;border-radius:4px;background:#e5e7eb}
.captcha-stage img{position:absolute;top:0;left:0;user-select:none;-webkit-user-drag:none}
.captcha-track{position:relative;width:300px;height:30px;margin-top:8px;background:#e5e7eb;border-radius:15px}
.captcha-handle{position:absolute;top:0;left:0;width:50px;height:30px;border-radius:15px;background:#1d4ed8;color:#fff;text-align:center;line-height:30px;touch-action:none;cursor:grab}
.captcha-actions{display:flex;justify-content:flex-end;margin-top:4px}
.captcha-actions button{padding:2px 8px;font-size:14px}
footer{text-align:center;color:#4b5563;font-size:14px;padding:24px}
`;
