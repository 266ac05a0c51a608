package dev.catalogkit.protocols.iceberg.explore;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the model expects of one view: its UUID and versions (by their unique SQL, with the ids the
 * server gave them once seen), the current version, the version log (one entry per change of the
 * current version, a rollback included), the kit's properties, and, for each aspect, the
 * requirement whose sentence promised it last (a create, a replace, a rename), so a disagreement
 * found later is tagged with the sentence it breaks.
 */
final class ModelView {

  /** The parts of a view the model tracks, each vouched for by the requirement that set it. */
  enum Aspect {
    /** The view-uuid and the versions already seen, under the ids they had. */
    IDENTITY,
    /** The versions a replace added. */
    ADDED,
    CURRENT,
    /** The version log: the versions made current, in order. */
    LOG,
    PROPERTIES
  }

  final String uuid;
  final int schemaId;
  private final Map<String, Integer> versionIds = new LinkedHashMap<>();
  private String current;

  /** The versions made current, by SQL; null once the model cannot tell the server's log. */
  private List<String> log = new ArrayList<>();

  private final Map<String, String> properties = new TreeMap<>();
  private final Map<Aspect, String> vouchedBy = new HashMap<>();
  private final Map<String, String> keyVouchedBy = new HashMap<>();

  ModelView(String uuid, int schemaId) {
    this.uuid = uuid;
    this.schemaId = schemaId;
  }

  /** Every aspect now stands on this requirement (a create, or a rename that moved the view). */
  void vouchAll(String requirementId) {
    for (Aspect aspect : Aspect.values()) {
      vouchedBy.put(aspect, requirementId);
    }
    keyVouchedBy.clear();
  }

  void vouch(Aspect aspect, String requirementId) {
    vouchedBy.put(aspect, requirementId);
  }

  /** A property key the last replace named stands on its own requirement. */
  void vouchKey(String key, String requirementId) {
    keyVouchedBy.put(key, requirementId);
  }

  void forgetKeyVouches() {
    keyVouchedBy.clear();
  }

  String vouchedBy(Aspect aspect) {
    return vouchedBy.get(aspect);
  }

  String vouchedFor(String key) {
    return keyVouchedBy.getOrDefault(key, vouchedBy.get(Aspect.PROPERTIES));
  }

  /** A version by its SQL; its id is null until the server's answer shows it. */
  void addVersion(String sql, Integer id) {
    versionIds.putIfAbsent(sql, id);
  }

  /** The id the server gave a version, once an answer showed it. */
  void learnId(String sql, int id) {
    if (versionIds.containsKey(sql) && versionIds.get(sql) == null) {
      versionIds.put(sql, id);
    }
  }

  Map<String, Integer> versionIds() {
    return versionIds;
  }

  List<String> versionsInOrder() {
    return new ArrayList<>(versionIds.keySet());
  }

  /** The next version id the kit sends: above every id seen, so none is taken. */
  int nextVersionId() {
    return versionIds.values().stream().filter(id -> id != null).mapToInt(id -> id).max().orElse(0)
        + 1;
  }

  String current() {
    return current;
  }

  /**
   * The version with this SQL is current; when another was, the log names it next (the spec's
   * version log has an entry for every change of the current version, none for a no-op).
   */
  void makeCurrent(String sql) {
    if (log != null && current != null && !current.equals(sql)) {
      log.add(sql);
    }
    current = sql;
  }

  /** The log as a create answered it: the model takes what the checks judge already. */
  void learnLog(List<String> answered) {
    log = new ArrayList<>(answered);
  }

  /** The model no longer predicts the log. */
  void forgetLog() {
    log = null;
  }

  /** The versions made current, oldest first, by their SQL; empty when the model cannot tell. */
  Optional<List<String>> log() {
    return Optional.ofNullable(log);
  }

  Map<String, String> properties() {
    return properties;
  }
}
