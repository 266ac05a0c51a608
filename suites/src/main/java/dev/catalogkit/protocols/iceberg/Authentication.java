package dev.catalogkit.protocols.iceberg;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.OutgoingRequest;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.http.TargetConfig;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

/**
 * Exchanges an OAuth2 client credential ({@code id:secret}) for a bearer token at the Iceberg REST
 * token endpoint, so every later request carries it. A bearer token given directly is used as is.
 */
final class Authentication {

  private Authentication() {}

  /** Authenticates the client if a credential is configured; returns a redactor that knows it. */
  static Redactor authenticate(RestCatalogClient client, Redactor redactor) {
    TargetConfig target = client.transport().target();
    if (target.credential() == null) {
      return redactor;
    }
    String[] parts = target.credential().split(":", 2);
    String form =
        "grant_type=client_credentials&scope=PRINCIPAL_ROLE%3AALL"
            + (parts.length == 2 ? "&client_id=" + encode(parts[0]) : "")
            + "&client_secret="
            + encode(parts[parts.length - 1]);
    Exchange answer =
        client.send(
            OutgoingRequest.of("getToken", "POST", "/v1/oauth/tokens")
                .withBody(form, null)
                .withHeader("Content-Type", "application/x-www-form-urlencoded"));
    String token = answer.at("/access_token").asText(null);
    if (!answer.hasStatus(200) || token == null) {
      throw new RunAborted("cannot obtain a token with the credential: " + answer.summary());
    }
    client.transport().useBearerToken(token);
    return redactor.with(token);
  }

  private static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }
}
