package dev.catalogkit.http;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;

/**
 * An OAuth2 client-credentials grant (RFC 6749 section 4.4) as Apache Iceberg's REST clients send
 * it: a form-encoded POST with {@code grant_type}, {@code client_id}, {@code client_secret} and
 * {@code scope} in the body, answered with a bearer {@code access_token}.
 *
 * <p>It has a small client of its own rather than the catalog's transport: the token endpoint may
 * be another server (an identity provider), its requests must not carry the token being replaced,
 * and it is no exchange of the catalog under test.
 */
public final class ClientCredentialsGrant {

  /** A token answer is a few hundred bytes; a hostile endpoint cannot make the kit read more. */
  private static final int MAX_ANSWER_BYTES = 64 * 1024;

  private static final ObjectMapper JSON = new ObjectMapper();

  private final URI endpoint;
  private final String clientId;
  private final String clientSecret;
  private final String scope;
  private final Duration timeout;
  private final HttpClient http;

  /**
   * @param credential {@code id:secret}, or just a secret (sent without {@code client_id}, as
   *     Iceberg's clients do)
   */
  public ClientCredentialsGrant(URI endpoint, String credential, String scope, Duration timeout) {
    int colon = credential.indexOf(':');
    this.endpoint = endpoint;
    this.clientId = colon < 0 ? null : credential.substring(0, colon);
    this.clientSecret = credential.substring(colon + 1);
    this.scope = scope;
    this.timeout = timeout;
    this.http =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(timeout)
            .build();
  }

  public URI endpoint() {
    return endpoint;
  }

  /**
   * Asks for a new token.
   *
   * @throws Refused when the endpoint cannot be reached or answers anything but a bearer token
   */
  public String requestToken() {
    HttpRequest request =
        HttpRequest.newBuilder(endpoint)
            .timeout(timeout)
            .header("Content-Type", "application/x-www-form-urlencoded")
            .header("Accept", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(form()))
            .build();
    try {
      HttpResponse<InputStream> answer =
          http.send(request, HttpResponse.BodyHandlers.ofInputStream());
      String body;
      try (InputStream in = answer.body()) {
        body = new String(in.readNBytes(MAX_ANSWER_BYTES), StandardCharsets.UTF_8);
      }
      return tokenIn(answer.statusCode(), body);
    } catch (IOException e) {
      throw new Refused(endpoint + " cannot be reached: " + e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new Refused("interrupted while asking " + endpoint + " for a token");
    }
  }

  private String form() {
    StringBuilder form = new StringBuilder("grant_type=client_credentials");
    if (clientId != null) {
      form.append("&client_id=").append(encode(clientId));
    }
    form.append("&client_secret=").append(encode(clientSecret));
    if (scope != null && !scope.isEmpty()) {
      form.append("&scope=").append(encode(scope));
    }
    return form.toString();
  }

  private String tokenIn(int status, String body) throws IOException {
    if (status != 200) {
      throw new Refused(endpoint + " answered " + status + ": " + body);
    }
    JsonNode answer = JSON.readTree(body);
    String token = answer == null ? null : answer.path("access_token").asText(null);
    String type = answer == null ? null : answer.path("token_type").asText("");
    if (token == null || token.isEmpty() || !type.toLowerCase(Locale.ROOT).equals("bearer")) {
      throw new Refused(endpoint + " answered no bearer access_token: " + body);
    }
    return token;
  }

  private static String encode(String value) {
    return URLEncoder.encode(value, StandardCharsets.UTF_8);
  }

  /** The token endpoint did not give a token; the message says what it answered. */
  public static final class Refused extends RuntimeException {
    Refused(String message) {
      super(message);
    }
  }
}
