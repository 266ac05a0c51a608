package dev.catalogkit.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The real Iceberg REST fixture starts as a child process, answers /v1/config, and stops. */
class IcebergRestFixtureTest {

  private final HttpClient client =
      HttpClient.newBuilder()
          .connectTimeout(Duration.ofSeconds(2))
          .version(HttpClient.Version.HTTP_1_1)
          .build();

  @Test
  void startsAnswersConfigAsJsonAndStops() throws Exception {
    URI config;
    IcebergRestFixture stopped;
    try (IcebergRestFixture fixture = IcebergRestFixture.start()) {
      stopped = fixture;
      config = fixture.uri().resolve("v1/config");
      assertEquals("127.0.0.1", config.getHost());

      HttpResponse<String> response = get(config);

      assertEquals(200, response.statusCode(), response::body);
      String contentType = response.headers().firstValue("Content-Type").orElse("");
      assertTrue(contentType.startsWith("application/json"), "Content-Type: " + contentType);
      String body = response.body().strip();
      assertTrue(body.startsWith("{") && body.endsWith("}"), body);
      assertTrue(body.contains("\"defaults\"") && body.contains("\"overrides\""), body);
      assertTrue(Files.isRegularFile(fixture.logFile()), "log " + fixture.logFile());
    }

    assertFalse(stopped.isRunning(), "server process still running after close()");
    assertThrows(IOException.class, () -> get(config), "server still answering after close()");
  }

  private HttpResponse<String> get(URI uri) throws IOException, InterruptedException {
    HttpRequest request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(5)).GET().build();
    return client.send(request, HttpResponse.BodyHandlers.ofString());
  }
}
