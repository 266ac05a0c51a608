package dev.catalogkit.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.catalogkit.tiers.PeerTier;
import java.io.IOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The real Paimon REST test server starts as a child process, answers /v1/config, and stops. */
@PeerTier
class PaimonRestServerTest {

  private final HttpClient client =
      HttpClient.newBuilder()
          .connectTimeout(Duration.ofSeconds(10))
          .version(HttpClient.Version.HTTP_1_1)
          .build();

  @Test
  void startsAnswersConfigWithAPrefixAndStops() throws Exception {
    URI config;
    Path dataPath;
    PaimonRestServer stopped;
    try (PaimonRestServer server = PaimonRestServer.start()) {
      stopped = server;
      dataPath = server.dataPath();
      config =
          server
              .uri()
              .resolve(
                  "v1/config?warehouse="
                      + URLEncoder.encode(server.warehouse(), StandardCharsets.UTF_8));
      assertEquals("127.0.0.1", config.getHost());

      HttpResponse<String> response = get(config, "Bearer " + server.token());

      assertEquals(200, response.statusCode(), response::body);
      String contentType = response.headers().firstValue("Content-Type").orElse("");
      assertTrue(contentType.startsWith("application/json"), "Content-Type: " + contentType);
      JsonNode body = new ObjectMapper().readTree(response.body());
      JsonNode prefix =
          body.path("overrides").has("prefix")
              ? body.path("overrides").path("prefix")
              : body.path("defaults").path("prefix");
      assertTrue(prefix.isTextual() && !prefix.asText().isBlank(), "no prefix in " + body);
      assertEquals(PaimonRestServer.PREFIX, prefix.asText());

      assertEquals(401, get(config, null).statusCode(), "no token");
      assertEquals(401, get(config, "Bearer not-" + server.token()).statusCode(), "bad token");
      assertTrue(Files.isRegularFile(server.logFile()), "log " + server.logFile());
    }

    assertFalse(stopped.isRunning(), "server process still running after close()");
    assertFalse(Files.exists(dataPath), "data directory left behind: " + dataPath);
    assertThrows(
        IOException.class, () -> get(config, null), "server still answering after close()");
  }

  private HttpResponse<String> get(URI uri, String authorization)
      throws IOException, InterruptedException {
    HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30)).GET();
    if (authorization != null) {
      request.header("Authorization", authorization);
    }
    return client.send(request.build(), HttpResponse.BodyHandlers.ofString());
  }
}
