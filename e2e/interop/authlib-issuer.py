"""A second OpenID issuer for `npm run test:interop`, of another implementation than Glewlwyd and the
embedded oidc-provider: Authlib (Debian's python3-authlib) under Flask (python3-flask). Authlib runs the
protocol (authorization code with PKCE required, OpenID Connect ID tokens with nonce and at_hash,
refresh-token grant, client and redirect checks); this file holds what any deployment of it supplies:
its users, client, keys, login page, discovery document and RFC 9068 access tokens (ES256,
`typ: at+jwt`, the API's own audience). Configured by one JSON document in AUTHLIB_ISSUER_CONFIG.
"""

import json
import logging
import os
import secrets
import time
from urllib.parse import urlencode

from authlib.integrations.flask_oauth2 import AuthorizationServer
from authlib.jose import JsonWebKey, JsonWebSignature
from authlib.oauth2.rfc6749 import grants
from authlib.oauth2.rfc6749.models import AuthorizationCodeMixin, ClientMixin, TokenMixin
from authlib.oauth2.rfc7636 import CodeChallenge
from authlib.oidc.core import UserInfo
from authlib.oidc.core.grants import OpenIDCode
from flask import Flask, redirect, request, session

CONFIG = json.loads(os.environ["AUTHLIB_ISSUER_CONFIG"])
# The run is on the loopback address, in plain http (Authlib refuses it unless told).
os.environ["AUTHLIB_INSECURE_TRANSPORT"] = "1"
ISSUER = CONFIG["issuer"]
USERS = {user["username"]: user for user in CONFIG["users"]}
SIGNING_KEY = JsonWebKey.generate_key("EC", "P-256", is_private=True)
PRIVATE_JWK = {**SIGNING_KEY.as_dict(is_private=True), "kid": "authlib-es256", "alg": "ES256", "use": "sig"}
PUBLIC_JWK = {**SIGNING_KEY.as_dict(), "kid": "authlib-es256", "alg": "ES256", "use": "sig"}

app = Flask(__name__)
app.secret_key = secrets.token_hex(32)
# Note: cookies are per host, not per port: the product on the same 127.0.0.1 must not see this one.
app.config["SESSION_COOKIE_NAME"] = "authlib_issuer_session"
logging.getLogger("werkzeug").setLevel(logging.WARNING)
codes = {}
refresh_tokens = {}


class Client(ClientMixin):
    """The product's web app: a public client (no secret) with one callback and one return address."""

    def get_client_id(self):
        return CONFIG["clientId"]

    def get_default_redirect_uri(self):
        return CONFIG["redirectUri"]

    def get_allowed_scope(self, scope):
        return " ".join(s for s in (scope or "").split() if s in ("openid", "profile", "email"))

    def check_redirect_uri(self, redirect_uri):
        return redirect_uri == CONFIG["redirectUri"]

    def check_client_secret(self, client_secret):
        return False

    def check_endpoint_auth_method(self, method, endpoint):
        return method == "none"

    def check_response_type(self, response_type):
        return response_type == "code"

    def check_grant_type(self, grant_type):
        return grant_type in ("authorization_code", "refresh_token")


CLIENT = Client()


class AuthorizationCode(AuthorizationCodeMixin):
    def __init__(self, request, user):
        self.user = user
        self.redirect_uri = request.redirect_uri
        self.scope = request.scope
        self.nonce = request.data.get("nonce")
        self.code_challenge = request.data.get("code_challenge")
        self.code_challenge_method = request.data.get("code_challenge_method")
        self.auth_time = int(time.time())

    def get_redirect_uri(self):
        return self.redirect_uri

    def get_scope(self):
        return self.scope

    def get_nonce(self):
        return self.nonce

    def get_auth_time(self):
        return self.auth_time


class RefreshToken(TokenMixin):
    def __init__(self, user, scope):
        self.user = user
        self.scope = scope
        self.revoked = False

    def check_client(self, client):
        return client.get_client_id() == CONFIG["clientId"]

    def get_scope(self):
        return self.scope

    def get_expires_in(self):
        return CONFIG["accessTokenSeconds"]

    def is_expired(self):
        return False

    def is_revoked(self):
        return self.revoked


class AuthorizationCodeGrant(grants.AuthorizationCodeGrant):
    TOKEN_ENDPOINT_AUTH_METHODS = ["none"]

    def save_authorization_code(self, code, request):
        codes[code] = AuthorizationCode(request, request.user)

    def query_authorization_code(self, code, client):
        return codes.get(code)

    def delete_authorization_code(self, authorization_code):
        for code, stored in list(codes.items()):
            if stored is authorization_code:
                del codes[code]

    def authenticate_user(self, authorization_code):
        return authorization_code.user


class RefreshTokenGrant(grants.RefreshTokenGrant):
    TOKEN_ENDPOINT_AUTH_METHODS = ["none"]
    INCLUDE_NEW_REFRESH_TOKEN = True

    def authenticate_refresh_token(self, refresh_token):
        token = refresh_tokens.get(refresh_token)
        return token if token and not token.revoked else None

    def authenticate_user(self, credential):
        return credential.user

    def revoke_old_credential(self, credential):
        credential.revoked = True


class S256CodeChallenge(CodeChallenge):
    """PKCE required, S256 only (a public client in a browser)."""

    SUPPORTED_CODE_CHALLENGE_METHOD = ["S256"]


class IssuerOpenIDCode(OpenIDCode):
    def exists_nonce(self, nonce, request):
        return any(stored.nonce == nonce for stored in codes.values())

    def get_jwt_config(self, grant):
        return {"key": PRIVATE_JWK, "alg": "ES256", "iss": ISSUER, "exp": 3600}

    def generate_user_info(self, user, scope):
        return UserInfo(sub=user["username"], name=user["name"], email=user["email"])


def generate_token(grant_type, client, user=None, scope=None, expires_in=None, include_refresh_token=True):
    """An RFC 9068 access token: typed `at+jwt`, for the API's audience, with the user's role and tenant."""
    now = int(time.time())
    lifetime = CONFIG["accessTokenSeconds"]
    claims = {
        "iss": ISSUER,
        "sub": user["username"],
        "aud": CONFIG["audience"],
        "client_id": client.get_client_id(),
        "iat": now,
        "exp": now + lifetime,
        "jti": secrets.token_urlsafe(16),
        "scope": scope,
        "preferred_username": user["username"],
        "name": user["name"],
        "email": user["email"],
        "role": user["role"],
        "tenant": user["tenant"],
    }
    header = {"alg": "ES256", "typ": "at+jwt", "kid": PRIVATE_JWK["kid"]}
    access_token = JsonWebSignature().serialize_compact(header, json.dumps(claims), PRIVATE_JWK).decode()
    token = {"token_type": "Bearer", "access_token": access_token, "expires_in": lifetime, "scope": scope}
    if include_refresh_token:
        token["refresh_token"] = secrets.token_urlsafe(32)
        refresh_tokens[token["refresh_token"]] = RefreshToken(user, scope)
    return token


server = AuthorizationServer(app, query_client=lambda client_id: CLIENT if client_id == CONFIG["clientId"] else None,
                             save_token=lambda token, request: None)
server.register_token_generator("default", generate_token)
server.register_grant(AuthorizationCodeGrant, [S256CodeChallenge(required=True), IssuerOpenIDCode(require_nonce=True)])
server.register_grant(RefreshTokenGrant)


@app.after_request
def allow_the_web_app(response):
    # The web app reads the discovery document and calls the token endpoint from the browser.
    response.headers["Access-Control-Allow-Origin"] = "*"
    response.headers["Access-Control-Allow-Headers"] = "Content-Type, Authorization, DPoP"
    return response


LOGIN_PAGE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Authlib issuer</title></head>
<body><h1>Sign in to the Authlib issuer</h1>{error}
<form method="post"><label>Username <input id="username" name="username" autocomplete="username"></label>
<label>Password <input id="password" name="password" type="password"></label>
<button type="submit">Sign in</button></form></body></html>"""


@app.route("/authorize", methods=["GET", "POST"])
def authorize():
    """The login page, then Authlib's authorization response (code, or an error sent to the client)."""
    user = USERS.get(session.get("username", ""))
    if request.method == "POST":
        candidate = USERS.get(request.form.get("username", ""))
        if not candidate or not secrets.compare_digest(candidate["password"], request.form.get("password", "")):
            return LOGIN_PAGE.format(error='<p role="alert">Wrong username or password.</p>'), 401
        session["username"] = candidate["username"]
        user = candidate
    if user is None:
        return LOGIN_PAGE.format(error="")
    return server.create_authorization_response(grant_user=user)


@app.route("/token", methods=["POST"])
def issue_token():
    return server.create_token_response()


@app.route("/jwks")
def jwks():
    return {"keys": [PUBLIC_JWK]}


@app.route("/logout")
def end_session():
    """RP-Initiated Logout: ends the session and returns to the client's registered address only."""
    session.clear()
    target = request.args.get("post_logout_redirect_uri")
    if target != CONFIG["postLogoutRedirectUri"]:
        return "<!doctype html><p>Signed out.</p>"
    state = request.args.get("state")
    return redirect(target + ("?" + urlencode({"state": state}) if state else ""))


@app.route("/.well-known/openid-configuration")
def discovery():
    return {
        "issuer": ISSUER,
        "authorization_endpoint": f"{ISSUER}/authorize",
        "token_endpoint": f"{ISSUER}/token",
        "jwks_uri": f"{ISSUER}/jwks",
        "end_session_endpoint": f"{ISSUER}/logout",
        "response_types_supported": ["code"],
        "grant_types_supported": ["authorization_code", "refresh_token"],
        "subject_types_supported": ["public"],
        "id_token_signing_alg_values_supported": ["ES256"],
        "token_endpoint_auth_methods_supported": ["none"],
        "code_challenge_methods_supported": ["S256"],
        "scopes_supported": ["openid", "profile", "email"],
    }


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=CONFIG["port"], threaded=True)
