package dev.catalogkit.client;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Request bodies and hostile names kept as data under {@code fixtures/} on the class path, named by
 * intent ({@code views/create.minimal.json}); a missing or broken fixture is a kit error.
 */
public final class Fixtures {

  private static final ObjectMapper JSON = new ObjectMapper();

  private Fixtures() {}

  public static boolean exists(String path) {
    return Fixtures.class.getClassLoader().getResource("fixtures/" + path) != null;
  }

  public static String text(String path) {
    try (InputStream in = Fixtures.class.getClassLoader().getResourceAsStream("fixtures/" + path)) {
      if (in == null) {
        throw new IllegalStateException("fixture missing: " + path);
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read fixture " + path, e);
    }
  }

  /** A JSON object fixture, as a fresh tree the caller may change. */
  public static ObjectNode json(String path) {
    try {
      return (ObjectNode) JSON.readTree(text(path));
    } catch (IOException | ClassCastException e) {
      throw new IllegalStateException("fixture is not a JSON object: " + path, e);
    }
  }
}
