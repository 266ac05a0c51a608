package dev.catalogkit.protocols.iceberg.checks;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.catalogkit.client.Fixtures;
import dev.catalogkit.client.RequestBody;

/** A create-table request from the minimal fixture, named by the check. */
public final class TableBody {

  static final String MINIMAL = "tables/create.minimal.json";

  private TableBody() {}

  /** The minimal table under this name. */
  public static RequestBody minimal(String name) {
    ObjectNode body = Fixtures.json(MINIMAL);
    body.put("name", name);
    return RequestBody.json(body, MINIMAL);
  }
}
