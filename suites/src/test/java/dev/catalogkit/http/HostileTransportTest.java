package dev.catalogkit.http;

import static dev.catalogkit.http.RawHttpServer.ascii;
import static org.assertj.core.api.Assertions.assertThat;

import dev.catalogkit.tiers.PeerTier;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The transport against servers that misbehave below HTTP's surface, on real sockets: each exchange
 * ends with a transport error or a bounded body, never a hang or an exhausted heap. A test that
 * expects an answer (or a limit the transport enforces) gives the exchange {@link #ANSWER_BOUND},
 * far above the milliseconds it takes, so a loaded machine cannot turn it into a timeout; a test
 * that expects the deadline uses {@link #DEADLINE_TIMEOUT}, with the server dripping a hundred
 * times faster than that timeout.
 */
@PeerTier
@Timeout(60)
class HostileTransportTest {

  /** Only guards against a hang. */
  private static final Duration ANSWER_BOUND = Duration.ofSeconds(30);

  /** The read timeout of the tests that wait for the exchange deadline (twice this, 2 s). */
  private static final Duration DEADLINE_TIMEOUT = Duration.ofSeconds(1);

  /** Inflates to 64 MiB of zeros, eight times the body limit, from about 64 KiB on the wire. */
  private static final int BOMB_BYTES = 64 * 1024 * 1024;

  @Test
  void aCompressedBombIsNeitherAskedForNorInflated() throws Exception {
    byte[] bomb = gzippedZeros(BOMB_BYTES);
    try (RawHttpServer server =
            new RawHttpServer(
                (head, out) -> {
                  out.write(
                      ascii(
                          "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                              + "Content-Encoding: gzip\r\nContent-Length: "
                              + bomb.length
                              + "\r\n\r\n"));
                  out.write(bomb);
                });
        HttpTransport transport = transport(server, ANSWER_BOUND)) {
      Exchange answer = transport.send(loadView());

      assertThat(server.lastRequestHead()).containsIgnoringCase("Accept-Encoding: identity");
      assertThat(answer.status()).isEqualTo(200);
      assertThat(answer.body().length()).isLessThanOrEqualTo(bomb.length);
    }
  }

  /**
   * Texts that once made rest-assured's path templating spin for ever (or throw): the path goes out
   * with braces and spaces percent-encoded, and nothing is templated.
   */
  @ParameterizedTest
  @ValueSource(strings = {"p{a/b}", "p & ${jndi:ldap://127.0.0.1:9/x}", "p{x}"})
  void aPathWithTemplateCharactersIsSentAsItIsEncoded(String prefix) throws Exception {
    try (RawHttpServer server =
            new RawHttpServer(
                (head, out) ->
                    out.write(ascii("HTTP/1.1 204 No Content\r\nContent-Length: 0\r\n\r\n")));
        HttpTransport transport = transport(server, ANSWER_BOUND)) {
      Exchange answer =
          transport.send(OutgoingRequest.of("listNamespaces", "GET", "/v1/" + prefix + "/ns"));

      assertThat(answer.status()).as(answer.transportError()).isEqualTo(204);
      String sentPath = server.lastRequestHead().split(" ")[1];
      assertThat(sentPath).startsWith("/v1/p").endsWith("/ns").doesNotContain("{", "}", " ");
      // on the wire the HTTP stack writes a dollar as it is, a legal path character, and
      // collapses an empty segment; the rest arrives as the server advertised it
      assertThat(URLDecoder.decode(sentPath, StandardCharsets.UTF_8))
          .isEqualTo(("/v1/" + prefix + "/ns").replaceAll("/+", "/"));
    }
  }

  @Test
  void headersDrippedAByteAtATimeEndAtTheExchangeDeadline() throws Exception {
    try (RawHttpServer server =
            new RawHttpServer(
                (head, out) -> {
                  out.write(ascii("HTTP/1.1 200 OK\r\n"));
                  while (true) {
                    out.write('X');
                    out.flush();
                    Thread.sleep(10); // the server's pace, a hundredth of the read timeout
                  }
                });
        HttpTransport transport = transport(server, DEADLINE_TIMEOUT)) {
      Exchange answer = transport.send(loadView());

      assertThat(answer.answered()).isFalse();
      assertThat(answer.transportError())
          .isEqualTo(
              "no complete answer within the exchange deadline of 2 s; the connection was closed");
    }
  }

  @Test
  void aBodyDrippedAByteAtATimeEndsAtTheExchangeDeadline() throws Exception {
    try (RawHttpServer server =
            new RawHttpServer(
                (head, out) -> {
                  out.write(
                      ascii(
                          "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
                              + "Content-Length: 100000\r\n\r\n"));
                  while (true) {
                    out.write(' ');
                    out.flush();
                    Thread.sleep(10); // the server's pace, a hundredth of the read timeout
                  }
                });
        HttpTransport transport = transport(server, DEADLINE_TIMEOUT)) {
      Exchange answer = transport.send(loadView());

      assertThat(answer.answered()).isFalse();
      assertThat(answer.transportError())
          .isEqualTo("DeadlinePassed: response did not complete within the exchange deadline");
    }
  }

  @Test
  void anEndlessHeaderLineIsCutOffAtItsLimit() throws Exception {
    try (RawHttpServer server = new RawHttpServer((head, out) -> endlessHeaderLine(out));
        HttpTransport transport = transport(server, ANSWER_BOUND)) {
      Exchange answer = transport.send(loadView());

      assertThat(answer.answered()).isFalse();
      assertThat(answer.transportError()).contains("Maximum line length limit exceeded");
    }
  }

  @Test
  void tooManyHeadersAreRefused() throws Exception {
    try (RawHttpServer server =
            new RawHttpServer(
                (head, out) -> {
                  out.write(ascii("HTTP/1.1 200 OK\r\n"));
                  for (int i = 0; i <= HttpTransport.MAX_HEADER_COUNT; i++) {
                    out.write(ascii("X-Header-" + i + ": " + i + "\r\n"));
                  }
                  out.write(ascii("Content-Length: 0\r\n\r\n"));
                });
        HttpTransport transport = transport(server, ANSWER_BOUND)) {
      Exchange answer = transport.send(loadView());

      assertThat(answer.answered()).isFalse();
      assertThat(answer.transportError()).contains("Maximum header count exceeded");
    }
  }

  @Test
  void anOperationThatKeepsTimingOutIsNotSentAgain() throws Exception {
    try (RawHttpServer server = new RawHttpServer((head, out) -> Thread.sleep(60_000));
        HttpTransport transport = transport(server, DEADLINE_TIMEOUT)) {
      List<Exchange> answers = new ArrayList<>();
      for (int i = 0; i <= HttpTransport.CIRCUIT_LIMIT; i++) {
        answers.add(transport.send(loadView()));
      }
      Exchange other = transport.send(OutgoingRequest.of("listViews", "GET", "/v1/views"));

      assertThat(answers.subList(0, HttpTransport.CIRCUIT_LIMIT))
          .allSatisfy(answer -> assertThat(answer.notSent()).isFalse());
      assertThat(answers.get(HttpTransport.CIRCUIT_LIMIT).transportError())
          .isEqualTo("not sent: the last 3 requests of loadView got no answer in time");
      assertThat(other.notSent()).as("another operation is still sent").isFalse();
    }
  }

  private static void endlessHeaderLine(OutputStream out) throws IOException {
    out.write(ascii("HTTP/1.1 200 OK\r\nX-Endless: "));
    byte[] chunk = ascii("a".repeat(64 * 1024));
    while (true) {
      out.write(chunk);
    }
  }

  private static OutgoingRequest loadView() {
    return OutgoingRequest.of("loadView", "GET", "/v1/namespaces/ns/views/v");
  }

  private static HttpTransport transport(RawHttpServer server, Duration timeout) {
    return new HttpTransport(
        new TargetConfig(
            server.uri(),
            null,
            null,
            null,
            Map.of(),
            timeout,
            TargetConfig.DEFAULT_MAX_BODY_BYTES));
  }

  private static byte[] gzippedZeros(int size) throws IOException {
    ByteArrayOutputStream compressed = new ByteArrayOutputStream();
    try (GZIPOutputStream gzip = new GZIPOutputStream(compressed)) {
      byte[] zeros = new byte[1024 * 1024];
      for (int written = 0; written < size; written += zeros.length) {
        gzip.write(zeros);
      }
    }
    return compressed.toByteArray();
  }
}
