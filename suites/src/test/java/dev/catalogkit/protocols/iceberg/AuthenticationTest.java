package dev.catalogkit.protocols.iceberg;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.catalogkit.client.RestCatalogClient;
import dev.catalogkit.engine.Profiles;
import dev.catalogkit.engine.ProtocolProfile;
import dev.catalogkit.engine.RunAborted;
import dev.catalogkit.http.Exchange;
import dev.catalogkit.http.ExchangeRecorder;
import dev.catalogkit.http.HttpTransport;
import dev.catalogkit.http.Redactor;
import dev.catalogkit.http.TargetConfig;
import dev.catalogkit.reference.OAuth2Client;
import dev.catalogkit.reference.ReferenceCatalog;
import dev.catalogkit.reference.ReferenceOptions;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The client credential against the reference catalog's real token endpoint: a token is obtained
 * and sent, renewed once when the catalog refuses it, never renewed for a request that brought its
 * own Authorization, and neither secret nor token survives the redactor.
 */
class AuthenticationTest {

  private static final String SECRET = "s3cret-of-the-kit";
  private static final ProtocolProfile ICEBERG = Profiles.load().named("iceberg");

  @Test
  void aTokenIsObtainedAndRenewedOnceWhenTheCatalogAnswers401() {
    // each token is good for 2 requests: the third and fifth list are refused, then retried
    try (ReferenceCatalog reference = referenceWithClient(2);
        HttpTransport transport = new HttpTransport(target(reference.uri(), "kit:" + SECRET))) {
      RestCatalogClient client = clientOn(transport);
      Redactor redactor =
          Authentication.authenticate(client, Redactor.forTarget(transport.target()));
      for (int request = 1; request <= 5; request++) {
        Exchange answer = client.call("listNamespaces", Map.of(), null);
        assertThat(answer.status()).as("request %d", request).isEqualTo(200);
        String authorization = answer.sentHeaders().get("Authorization");
        assertThat(redactor.text(authorization)).isEqualTo("Bearer <redacted>");
      }
    }
  }

  @Test
  void aRequestWithItsOwnAuthorizationIsNotRetried() {
    try (ReferenceCatalog reference = referenceWithClient(0);
        HttpTransport transport = new HttpTransport(target(reference.uri(), "kit:" + SECRET))) {
      RestCatalogClient client = clientOn(transport);
      Authentication.authenticate(client, Redactor.forTarget(transport.target()));
      Exchange answer =
          client.send(
              client
                  .request("listNamespaces", Map.of(), null)
                  .withHeader("Authorization", "Bearer not a valid token"));
      assertThat(answer.status()).isEqualTo(401);
      assertThat(answer.sentHeaders()).containsEntry("Authorization", "Bearer not a valid token");
    }
  }

  @Test
  void aRefusedCredentialAbortsTheRunWithoutShowingTheSecret() {
    try (ReferenceCatalog reference = referenceWithClient(0);
        HttpTransport transport =
            new HttpTransport(target(reference.uri(), "kit:wrong-" + SECRET))) {
      RestCatalogClient client = clientOn(transport);
      assertThatThrownBy(
              () -> Authentication.authenticate(client, Redactor.forTarget(transport.target())))
          .isInstanceOf(RunAborted.class)
          .hasMessageContaining("answered 401")
          .hasMessageContaining("invalid_client")
          .hasMessageNotContaining(SECRET);
    }
  }

  @Test
  void theTokenEndpointIsTheCatalogsUnlessNamedAbsoluteOrRelative() {
    URI catalog = URI.create("http://127.0.0.1:8181/catalog/");
    assertThat(Authentication.tokenEndpoint(withServerUri(catalog, null)))
        .isEqualTo(URI.create("http://127.0.0.1:8181/catalog/v1/oauth/tokens"));
    assertThat(Authentication.tokenEndpoint(withServerUri(catalog, "/oauth/token")))
        .isEqualTo(URI.create("http://127.0.0.1:8181/catalog/oauth/token"));
    assertThat(
            Authentication.tokenEndpoint(
                withServerUri(catalog, "https://idp.example.com/realms/x/token")))
        .isEqualTo(URI.create("https://idp.example.com/realms/x/token"));
  }

  private static ReferenceCatalog referenceWithClient(int requestsPerToken) {
    return ReferenceCatalog.start(
        ReferenceOptions.defaults()
            .withOAuth2Client(new OAuth2Client("kit", SECRET, requestsPerToken)));
  }

  private static RestCatalogClient clientOn(HttpTransport transport) {
    RestCatalogClient client =
        ICEBERG
            .open(
                new RestCatalogClient.Wire(
                    transport, ICEBERG.spec(), new ExchangeRecorder(), ICEBERG::errorTypeOf))
            .client();
    client.usePrefix("reference");
    return client;
  }

  private static TargetConfig target(URI uri, String credential) {
    return new TargetConfig(
        uri,
        null,
        null,
        credential,
        Map.of(),
        Duration.ofSeconds(5),
        TargetConfig.DEFAULT_MAX_BODY_BYTES);
  }

  private static TargetConfig withServerUri(URI catalog, String serverUri) {
    return new TargetConfig(
        catalog,
        null,
        null,
        "kit:" + SECRET,
        Map.of(),
        Duration.ofSeconds(5),
        TargetConfig.DEFAULT_MAX_BODY_BYTES,
        Set.of(),
        serverUri == null ? null : URI.create(serverUri),
        null);
  }
}
