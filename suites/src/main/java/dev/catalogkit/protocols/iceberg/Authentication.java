package dev.catalogkit.protocols.iceberg;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.http.ClientCredentialsGrant;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.http.TargetConfig;
import java.net.URI;
import java.util.Optional;

/**
 * Exchanges an OAuth2 client credential ({@code id:secret}) for a bearer token, so every later
 * request carries it, and renews the token once when the catalog answers 401 to it. The token
 * endpoint is the one Iceberg's clients call {@code oauth2-server-uri}, by default the catalog's
 * {@code v1/oauth/tokens}; the scope defaults to Iceberg's {@code catalog}. A bearer token given
 * directly is used as is.
 */
final class Authentication {

  static final String DEFAULT_TOKEN_PATH = "v1/oauth/tokens";
  static final String DEFAULT_SCOPE = "catalog";

  private Authentication() {}

  /** Authenticates the client if a credential is configured; the redactor learns every token. */
  static Redactor authenticate(RestCatalogClient client, Redactor redactor) {
    TargetConfig target = client.transport().target();
    if (target.credential() == null) {
      return redactor;
    }
    ClientCredentialsGrant grant = grantFor(target);
    String token;
    try {
      token = grant.requestToken();
    } catch (ClientCredentialsGrant.Refused refused) {
      throw new RunAborted(
          "cannot obtain a token with the credential: " + redactor.text(refused.getMessage()));
    }
    redactor.learn(token);
    client.transport().useBearerToken(token, () -> renewed(grant, redactor));
    return redactor;
  }

  static ClientCredentialsGrant grantFor(TargetConfig target) {
    return new ClientCredentialsGrant(
        tokenEndpoint(target),
        target.credential(),
        target.scope() == null ? DEFAULT_SCOPE : target.scope(),
        target.requestTimeout());
  }

  /** {@code --oauth2-server-uri} as given when absolute, else resolved under the catalog's URL. */
  static URI tokenEndpoint(TargetConfig target) {
    URI given = target.oauth2ServerUri();
    if (given != null && given.isAbsolute()) {
      return given;
    }
    String base = target.baseUri().toString().replaceAll("/+$", "") + "/";
    String path = given == null ? DEFAULT_TOKEN_PATH : given.toString().replaceAll("^/+", "");
    return URI.create(base + path);
  }

  /** A fresh token, or empty (the 401 stands) when the endpoint no longer gives one. */
  private static Optional<String> renewed(ClientCredentialsGrant grant, Redactor redactor) {
    try {
      String token = grant.requestToken();
      redactor.learn(token);
      return Optional.of(token);
    } catch (ClientCredentialsGrant.Refused refused) {
      return Optional.empty();
    }
  }
}
